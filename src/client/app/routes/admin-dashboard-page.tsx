import type { ComponentType } from "react";
import { Redirect } from "wouter";
import { FullPageSpinner } from "@/client/components/ui/spinner";
import { useAdminUser } from "@/client/features/admin/api/get-admin-user";
import { AdminLayout } from "@/client/features/admin/components/admin-layout";
import { OverviewView } from "@/client/features/admin/components/overview-view";
import { OwnersView } from "@/client/features/admin/components/owners-view";
import { SystemView } from "@/client/features/admin/components/system-view";
import { type AdminView, useAdminView } from "@/client/features/admin/hooks/use-admin-view";

const VIEWS: Record<AdminView, ComponentType> = {
  dashboard: OverviewView,
  users: OwnersView,
  system: SystemView,
};

/**
 * The admin panel at /admin/dashboard, its view in `?view=` so reload and Back keep it.
 * The admin session is checked on load; anyone else goes to the admin login.
 */
export function AdminDashboardPage() {
  const { data: admin, isPending, isError } = useAdminUser();
  const [view, setView] = useAdminView();
  if (isPending) return <FullPageSpinner />;
  if (isError || !admin) return <Redirect to="/admin/login" replace />;
  const View = VIEWS[view];
  return (
    <AdminLayout admin={admin} view={view} onViewChange={setView}>
      <div className="mx-auto max-w-6xl">
        <View />
      </div>
    </AdminLayout>
  );
}
