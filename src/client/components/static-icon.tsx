import type { LucideIcon, LucideProps } from "lucide-react";
import { memo, type ReactElement } from "react";
import { cn } from "@/client/lib/utils";
import { escapeHtml } from "@/domain/escape-html";

type IconNode = ReadonlyArray<readonly [string, Readonly<Record<string, string | number>>]>;

/** What a lucide icon renders: its inner `Icon` with the shapes, under `icon.node`. */
type LucideRender = {
  render(props: LucideProps, ref: null): ReactElement<{ icon?: { node?: IconNode } }>;
};

const markups = new WeakMap<LucideIcon, string>();

/**
 * An icon's shapes as SVG markup, worked out once per icon from the shapes lucide itself
 * draws (so a new lucide version brings its new drawings). Throws for a component that is
 * not a lucide icon, which the tests would catch.
 */
export function iconMarkup(icon: LucideIcon): string {
  let markup = markups.get(icon);
  if (markup === undefined) {
    const { render } = icon as unknown as Partial<LucideRender>;
    const node = typeof render === "function" ? render({}, null).props.icon?.node : undefined;
    if (!node) throw new Error(`${icon.displayName ?? "this component"} is not a lucide icon`);
    markup = node
      .map(([tag, attributes]) => {
        const written = Object.entries(attributes)
          .filter(([name]) => name !== "key")
          .map(([name, value]) => `${name}="${escapeHtml(String(value))}"`)
          .join(" ");
        return `<${tag} ${written}/>`;
      })
      .join("");
    markups.set(icon, markup);
  }
  return markup;
}

/**
 * A lucide icon drawn as one element with its shapes as markup: for icons repeated on every
 * card of a board of a thousand, where lucide's component sets about fifteen attributes per
 * icon one by one. The stroke styles come from the `static-icon` class (index.css); always
 * decorative (hidden from assistive technology), as every such icon sits beside its words.
 */
export const StaticIcon = memo(function StaticIcon({
  icon,
  className,
}: {
  icon: LucideIcon;
  className?: string;
}) {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      className={cn("static-icon", className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: lucide's own shapes, escaped, never user input
      dangerouslySetInnerHTML={{ __html: iconMarkup(icon) }}
    />
  );
});
