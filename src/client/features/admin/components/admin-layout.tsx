import { LogOut } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useLocation } from "wouter";
import { CompactNavBar } from "@/client/components/compact-nav-bar";
import { Logo } from "@/client/components/logo";
import { ThemeToggle } from "@/client/components/theme-toggle";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/hooks/use-toast";
import type { AdminUser } from "@/domain/api/auth";
import { ADMIN_TOASTS } from "../admin-messages";
import { useAdminLogout } from "../api/admin-logout";
import type { AdminView } from "../hooks/use-admin-view";
import { AdminNav } from "./admin-nav";

export type AdminLayoutProps = {
  admin: AdminUser;
  view: AdminView;
  onViewChange(view: AdminView): void;
  children: ReactNode;
};

/**
 * The admin panel: a sidebar with Dashboard, Users, System, the admin, and Logout from the
 * desktop breakpoint up; below it (a tablet, a phone) the same in a drawer behind a toggle
 * in a compact top bar, as in the restaurant's own screens.
 */
export function AdminLayout({ admin, view, onViewChange, children }: AdminLayoutProps) {
  const [, navigate] = useLocation();
  const logout = useAdminLogout();
  const [isDrawerOpen, setDrawerOpen] = useState(false);

  const onLogout = async () => {
    try {
      await logout.mutateAsync();
    } catch {
      toast({ variant: "destructive", ...ADMIN_TOASTS.logoutFailed });
      return;
    }
    setDrawerOpen(false);
    navigate("/admin/login");
  };

  const panel = (isDrawer: boolean) => (
    <>
      <div className="flex items-center justify-between gap-2 px-1 pt-1">
        <Logo />
        {/* In the drawer the close button holds this corner; the toggle moves to the foot. */}
        {!isDrawer && <ThemeToggle />}
      </div>
      <div className="grid gap-2">
        <p className="px-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          Administration
        </p>
        <AdminNav
          view={view}
          onViewChange={(next) => {
            setDrawerOpen(false);
            onViewChange(next);
          }}
        />
      </div>
      <div className="mt-auto grid gap-3 border-t pt-4">
        <div className="min-w-0 px-1">
          <p className="truncate font-medium">{admin.name}</p>
          <p className="truncate text-sm text-muted-foreground">{admin.email}</p>
        </div>
        <div className="flex items-center gap-2">
          {isDrawer && <ThemeToggle />}
          <Button
            variant="outline"
            className="flex-1"
            onClick={onLogout}
            disabled={logout.isPending}
          >
            <LogOut aria-hidden />
            Logout
          </Button>
        </div>
      </div>
    </>
  );

  return (
    <div className="flex min-h-dvh bg-background">
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col gap-6 border-r bg-card p-4 lg:flex">
        {panel(false)}
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <CompactNavBar isOpen={isDrawerOpen} onOpenChange={setDrawerOpen} drawer={panel(true)}>
          <Logo />
          <span className="rounded-md border px-2 py-0.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            Admin
          </span>
        </CompactNavBar>
        {/* min-w-0: a wide table scrolls inside its own region instead of widening the page. */}
        <main className="min-w-0 flex-1 p-4 sm:p-8">{children}</main>
      </div>
    </div>
  );
}
