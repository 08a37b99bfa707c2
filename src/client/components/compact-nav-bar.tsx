import { Menu } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/client/components/ui/button";
import { Sheet, SheetContent, SheetTrigger } from "@/client/components/ui/sheet";
import { cn } from "@/client/lib/utils";

export type CompactNavBarProps = {
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  /** What the drawer holds: the same navigation and account controls as the sidebar. */
  drawer: ReactNode;
  /** What the bar shows beside the toggle (the logo). */
  children: ReactNode;
  className?: string;
};

/**
 * The top bar that stands in for a sidebar below the desktop breakpoint (`lg`, 1024 px): a
 * toggle opens the navigation as a drawer from the left. The drawer is a modal dialog, so
 * focus moves into it, stays there, Escape closes it, and focus returns to the toggle.
 * Shells pair it with an `<aside>` shown from `lg` up. Its height (h-14) is what sticky
 * headers below it offset by.
 */
export function CompactNavBar({
  isOpen,
  onOpenChange,
  drawer,
  children,
  className,
}: CompactNavBarProps) {
  return (
    <header
      className={cn(
        "sticky top-0 z-30 flex h-14 items-center gap-3 border-b bg-card/95 px-3 backdrop-blur lg:hidden",
        className,
      )}
    >
      <Sheet open={isOpen} onOpenChange={onOpenChange}>
        <SheetTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Open navigation">
            <Menu aria-hidden />
          </Button>
        </SheetTrigger>
        <SheetContent title="Navigation" closeLabel="Close navigation" className="gap-6 p-3">
          {drawer}
        </SheetContent>
      </Sheet>
      {children}
    </header>
  );
}
