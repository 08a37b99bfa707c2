import { RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import { errorMessage } from "@/client/lib/api-client";
import { cn } from "@/client/lib/utils";
import type { SystemStatus } from "@/domain/api/admin";
import { ADMIN_TEXT } from "../admin-messages";
import { useSystemStatus } from "../api/get-system-status";
import { formatDatabaseEngine, formatSessionLength, formatTime } from "../format";
import { type HealthSummary, summarizeHealth } from "../system-health";
import { DefinitionRows } from "./definition-rows";
import { HealthLabel } from "./health-label";

const TEXT = ADMIN_TEXT.configuration;

/** The Configuration tabs (General, Security, API), from the live system-status check. */
export function SystemConfiguration() {
  const status = useSystemStatus();
  const health = summarizeHealth({ status: status.data, error: status.error });
  const checkAgain = (
    <Button variant="outline" onClick={() => void status.refetch()} disabled={status.isFetching}>
      <RefreshCw aria-hidden className={cn(status.isFetching && "motion-safe:animate-spin")} />
      {status.isFetching ? TEXT.checking : TEXT.checkAgain}
    </Button>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{TEXT.title}</CardTitle>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="general">
          <TabsList>
            <TabsTrigger value="general">{TEXT.general}</TabsTrigger>
            <TabsTrigger value="security">{TEXT.security}</TabsTrigger>
            <TabsTrigger value="api">{TEXT.api}</TabsTrigger>
          </TabsList>
          <TabsContent value="general">
            <StatusRows status={status.data} error={status.error} retry={checkAgain}>
              {(data) => <DefinitionRows rows={generalRows(data)} />}
            </StatusRows>
          </TabsContent>
          <TabsContent value="security">
            <StatusRows status={status.data} error={status.error} retry={checkAgain}>
              {(data) => <DefinitionRows rows={securityRows(data)} />}
            </StatusRows>
          </TabsContent>
          <TabsContent value="api" className="grid gap-4">
            {health ? (
              <DefinitionRows
                rows={[
                  { term: TEXT.status, detail: <ApiStatus health={health} /> },
                  ...(status.data && !status.isError ? apiRows(status.data) : []),
                ]}
              />
            ) : (
              <Spinner label="Checking the system" />
            )}
            <div>{checkAgain}</div>
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}

type StatusRowsProps = {
  status: SystemStatus | undefined;
  error: unknown;
  retry: ReactNode;
  children(status: SystemStatus): ReactNode;
};

/** The tab's rows once the check has answered; a spinner before, the reason if it failed. */
function StatusRows({ status, error, retry, children }: StatusRowsProps) {
  if (status) return children(status);
  if (!error) return <Spinner label="Loading the configuration" />;
  return (
    <div role="alert" className="grid justify-items-start gap-3">
      <p className="text-base">
        {TEXT.loadFailed} {errorMessage(error, ADMIN_TEXT.status.noAnswer)}
      </p>
      {retry}
    </div>
  );
}

function ApiStatus({ health }: { health: HealthSummary }) {
  return (
    <span className="grid gap-0.5">
      <HealthLabel health={health} />
      {health.reason && <span className="text-sm text-muted-foreground">{health.reason}</span>}
    </span>
  );
}

function generalRows(status: SystemStatus) {
  const { database, realtime } = status;
  return [
    { term: TEXT.version, detail: status.version },
    {
      term: TEXT.database,
      detail: `${database.connected ? TEXT.connected : TEXT.notConnected} · ${formatDatabaseEngine(database)}`,
    },
    {
      term: TEXT.realtime,
      detail: `${realtime.listening ? TEXT.listening : TEXT.notListening} · ${TEXT.openConnections(realtime.connectedSockets)}`,
    },
  ];
}

function securityRows({ security }: SystemStatus) {
  return [
    { term: TEXT.authentication, detail: security.authentication },
    { term: TEXT.adminSession, detail: formatSessionLength(security.adminSessionHours) },
    { term: TEXT.ownerSession, detail: formatSessionLength(security.ownerSessionHours) },
  ];
}

function apiRows({ database, checkedAt }: SystemStatus) {
  return [
    {
      term: TEXT.responseTime,
      detail: database.latencyMs === null ? "–" : `${Math.round(database.latencyMs)} ms`,
    },
    {
      term: TEXT.lastChecked,
      detail: <time dateTime={checkedAt}>{formatTime(checkedAt)}</time>,
    },
  ];
}
