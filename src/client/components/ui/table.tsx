import type { ComponentProps } from "react";
import { cn } from "@/client/lib/utils";

export type TableProps = ComponentProps<"table"> & {
  /** Names the scroll region: a wide table scrolls sideways on a phone, by keyboard too. */
  label: string;
  containerClassName?: string;
};

/**
 * A table in a named region (a labelled <section>) that scrolls sideways when the screen is
 * narrower than the table. The region takes focus (WCAG 2.1.1, axe
 * "scrollable-region-focusable") so the keyboard can scroll it.
 */
export function Table({ label, className, containerClassName, ...props }: TableProps) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll region must take focus to scroll by keyboard (axe scrollable-region-focusable)
      tabIndex={0}
      className={cn(
        "relative w-full overflow-x-auto rounded-xl border bg-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        containerClassName,
      )}
    >
      <table className={cn("w-full caption-bottom text-base", className)} {...props} />
    </section>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<"thead">) {
  return <thead className={cn("border-b bg-muted/50", className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<"tbody">) {
  return <tbody className={cn("[&_tr:last-child]:border-0", className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<"tr">) {
  return (
    <tr className={cn("border-b transition-colors hover:bg-muted/40", className)} {...props} />
  );
}

export function TableHead({ className, ...props }: ComponentProps<"th">) {
  return (
    <th
      scope="col"
      className={cn(
        "h-11 px-4 text-left align-middle text-sm font-semibold whitespace-nowrap text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<"td">) {
  return <td className={cn("px-4 py-3 align-middle", className)} {...props} />;
}
