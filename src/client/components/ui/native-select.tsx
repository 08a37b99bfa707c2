import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/client/lib/utils";

/**
 * The browser's own select in the look of `Input`: on a phone or tablet it opens the
 * system picker, and it needs no script to be keyboard and screen-reader friendly.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div className="relative">
      <select
        className={cn(
          "flex h-11 w-full min-w-0 cursor-pointer appearance-none rounded-md border border-input bg-card py-2 pr-10 pl-3 text-base shadow-xs transition-colors focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive",
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
