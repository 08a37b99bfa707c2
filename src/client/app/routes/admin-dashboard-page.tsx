import { useState } from "react";
import { Redirect } from "wouter";
import { FullPageSpinner } from "@/client/components/ui/spinner";
import { useAdminUser } from "@/client/features/admin/api/get-admin-user";
import { AdminLayout, type AdminView } from "@/client/features/admin/components/admin-layout";

const VIEW_TITLES: Record<AdminView, string> = {
  dashboard: "Dashboard",
  users: "Restaurant owners",
  system: "System",
};

/** spec §4 admin session: checked on load; anyone else goes to the admin login. */
export function AdminDashboardPage() {
  const { data: admin, isPending, isError } = useAdminUser();
  const [view, setView] = useState<AdminView>("dashboard");
  if (isPending) return <FullPageSpinner />;
  if (isError || !admin) return <Redirect to="/admin/login" replace />;
  return (
    <AdminLayout admin={admin} view={view} onViewChange={setView}>
      <h1 className="text-3xl font-bold tracking-tight">{VIEW_TITLES[view]}</h1>
      <p className="mt-2 text-muted-foreground">
        Signed in as {admin.name}. The admin tools for this view are on their way.
      </p>
    </AdminLayout>
  );
}
