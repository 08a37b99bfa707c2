import { LayoutDashboard, LogOut, ServerCog, Users } from "lucide-react";
import type { ReactNode } from "react";
import { useLocation } from "wouter";
import { Logo } from "@/client/components/logo";
import { ThemeToggle } from "@/client/components/theme-toggle";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/hooks/use-toast";
import type { AdminUser } from "@/domain/api/auth";
import { ADMIN_TOASTS } from "../admin-messages";
import { useAdminLogout } from "../api/admin-logout";
import type { AdminView } from "../hooks/use-admin-view";

const VIEWS: ReadonlyArray<{ view: AdminView; label: string; icon: typeof Users }> = [
  { view: "dashboard", label: "Dashboard", icon: LayoutDashboard },
  { view: "users", label: "Users", icon: Users },
  { view: "system", label: "System", icon: ServerCog },
];

export type AdminLayoutProps = {
  admin: AdminUser;
  view: AdminView;
  onViewChange(view: AdminView): void;
  children: ReactNode;
};

/** The admin panel: sidebar with Dashboard, Users, System, the admin, and Logout. */
export function AdminLayout({ admin, view, onViewChange, children }: AdminLayoutProps) {
  const [, navigate] = useLocation();
  const logout = useAdminLogout();

  const onLogout = async () => {
    try {
      await logout.mutateAsync();
    } catch {
      toast({ variant: "destructive", ...ADMIN_TOASTS.logoutFailed });
      return;
    }
    navigate("/admin/login");
  };

  return (
    <div className="flex min-h-dvh flex-col bg-background md:flex-row">
      <aside className="flex flex-col gap-4 border-b bg-card p-4 md:sticky md:top-0 md:h-dvh md:w-64 md:border-r md:border-b-0">
        <div className="flex items-center justify-between">
          <Logo />
          <ThemeToggle />
        </div>
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          Administration
        </p>
        <nav aria-label="Admin" className="flex gap-1 md:flex-col">
          {VIEWS.map(({ view: entry, label, icon: Icon }) => (
            <Button
              key={entry}
              variant={entry === view ? "secondary" : "ghost"}
              className="justify-start"
              aria-current={entry === view ? "page" : undefined}
              onClick={() => onViewChange(entry)}
            >
              <Icon aria-hidden />
              {label}
            </Button>
          ))}
        </nav>
        <div className="mt-auto grid gap-3 border-t pt-4">
          <div className="min-w-0">
            <p className="truncate font-medium">{admin.name}</p>
            <p className="truncate text-sm text-muted-foreground">{admin.email}</p>
          </div>
          <Button variant="outline" onClick={onLogout} disabled={logout.isPending}>
            <LogOut aria-hidden />
            Logout
          </Button>
        </div>
      </aside>
      {/* min-w-0: a wide table scrolls inside its own region instead of widening the page. */}
      <main className="min-w-0 flex-1 p-4 sm:p-8">{children}</main>
    </div>
  );
}
