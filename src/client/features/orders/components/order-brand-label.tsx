import { Store } from "lucide-react";
import { StaticIcon } from "@/client/components/static-icon";
import { cn } from "@/client/lib/utils";
import { BRAND_TEXT } from "../order-messages";

/**
 * The brand an order is sold under, where its kitchen runs several (docs/brands.md): on the
 * cards, the order's dialog, the new-order alert and the kitchen display, so the bag gets
 * the right label. Inverted (the page's text colour as its ground), so it reads at arm's
 * length in either theme and is never taken for a status; a screen reader hears "Brand:
 * Midnight Wings".
 */
export type OrderBrandLabelProps = {
  name: string;
  className?: string;
  /** A span where it sits inside a line of text (the compact new-order alert). */
  as?: "p" | "span";
  /** Wraps a long name onto more lines rather than cutting it (the kitchen display's columns). */
  wraps?: boolean;
};

export function OrderBrandLabel({
  name,
  className,
  as: Tag = "p",
  wraps = false,
}: OrderBrandLabelProps) {
  return (
    <Tag
      className={cn(
        "inline-flex max-w-full min-w-0 items-center gap-1.5 self-start rounded-md bg-foreground px-2 py-0.5 text-sm font-bold text-background [&_svg]:size-4 [&_svg]:shrink-0",
        className,
      )}
    >
      <StaticIcon icon={Store} />
      <span className="sr-only">{BRAND_TEXT.brandPrefix}</span>
      <span className={wraps ? "[overflow-wrap:anywhere]" : "truncate"}>{name}</span>
    </Tag>
  );
}
