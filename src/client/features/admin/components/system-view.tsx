import { ADMIN_TEXT } from "../admin-messages";
import { AdminViewHeader } from "./admin-view-header";
import { AuditLog } from "./audit-log";
import { SystemConfiguration } from "./system-configuration";
import { CreateTestDataCard, SystemResetCard } from "./system-tools";

/** The admin System view: the tools, the configuration tabs, and the audit log. */
export function SystemView() {
  return (
    <div className="grid grid-cols-1 gap-6">
      <AdminViewHeader title={ADMIN_TEXT.viewTitles.system} subtitle={ADMIN_TEXT.system.subtitle} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <CreateTestDataCard />
        <SystemResetCard />
      </div>
      <SystemConfiguration />
      <AuditLog />
    </div>
  );
}
