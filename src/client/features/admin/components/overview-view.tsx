import { ADMIN_TEXT } from "../admin-messages";
import { useAdminStats } from "../api/get-admin-stats";
import { useSystemStatus } from "../api/get-system-status";
import { summarizeHealth } from "../system-health";
import { AdminViewHeader } from "./admin-view-header";
import { HealthLabel } from "./health-label";
import { StatCard } from "./stat-card";

const TEXT = ADMIN_TEXT.dashboard;

/** The admin Dashboard view: Total Restaurant Owners, Active Integrations, System Status. */
export function OverviewView() {
  const stats = useAdminStats();
  const status = useSystemStatus();
  const health = summarizeHealth({ status: status.data, error: status.error });
  // A failed stats call shows a dash with a word why, not a spinner that never ends.
  const figure = (value: number | undefined) =>
    stats.isError ? "–" : value?.toLocaleString("en-US");

  return (
    <div className="grid grid-cols-1 gap-6">
      <AdminViewHeader title={ADMIN_TEXT.viewTitles.dashboard} subtitle={TEXT.subtitle} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <StatCard
          title={TEXT.totalOwners}
          value={figure(stats.data?.totalOwners)}
          caption={
            stats.isError
              ? TEXT.statsFailed
              : stats.data && TEXT.activeOwners(stats.data.activeOwners)
          }
        />
        <StatCard
          title={TEXT.integrations}
          value={figure(stats.data?.activeIntegrations)}
          caption={stats.isError ? TEXT.statsFailed : TEXT.integrationsCaption}
        />
        {/* Two figures share a row on a tablet; the status takes the whole row under them. */}
        <StatCard
          className="sm:col-span-2 xl:col-span-1"
          title={TEXT.systemStatus}
          value={health ? <HealthLabel health={health} /> : undefined}
          caption={health && (health.reason ?? ADMIN_TEXT.status.allChecksPassed)}
        />
      </div>
    </div>
  );
}
