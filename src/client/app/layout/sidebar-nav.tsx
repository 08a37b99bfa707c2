import { Link, useLocation } from "wouter";
import { Tooltip } from "@/client/components/ui/tooltip";
import { canOpen } from "@/client/lib/permissions";
import { cn } from "@/client/lib/utils";
import type { CurrentUser } from "@/domain/api/auth";
import { NAV_ITEMS } from "./nav-items";

export type SidebarNavProps = {
  /** Whose navigation: the screens their role may not open are left out. */
  user: Pick<CurrentUser, "permissions">;
  isCollapsed?: boolean;
  onNavigate?: () => void;
};

/**
 * The navigation entries the person's role may open; the current route is highlighted and
 * marked for screen readers.
 */
export function SidebarNav({ user, isCollapsed = false, onNavigate }: SidebarNavProps) {
  const [location] = useLocation();
  return (
    <nav aria-label="Main" className="grid gap-1">
      {NAV_ITEMS.filter(({ href }) => canOpen(user, href)).map(({ href, label, icon: Icon }) => {
        const isCurrent = location === href;
        const link = (
          <Link
            key={href}
            href={href}
            onClick={onNavigate}
            aria-current={isCurrent ? "page" : undefined}
            aria-label={isCollapsed ? label : undefined}
            className={cn(
              "flex h-11 items-center gap-3 rounded-lg px-3 text-[0.95rem] font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground",
              isCurrent && "bg-brand/12 text-foreground hover:bg-brand/15",
              isCollapsed && "justify-center px-0",
            )}
          >
            <Icon aria-hidden className={cn("size-5 shrink-0", isCurrent && "text-brand")} />
            {!isCollapsed && <span className="truncate">{label}</span>}
          </Link>
        );
        return isCollapsed ? (
          <Tooltip key={href} label={label} side="right">
            {link}
          </Tooltip>
        ) : (
          link
        );
      })}
    </nav>
  );
}
