import type { ReactNode } from "react";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import type { ConnectionDetails } from "@/domain/api/platform-connections";
import type { Platform } from "@/domain/platforms";
import { usePlatformConnections } from "../api/get-platform-connections";
import { PLATFORMS_TEXT } from "../platform-messages";

const TEXT = PLATFORMS_TEXT.details;

export type ConnectionDetailsGateProps = {
  platform: Platform;
  children(connection: ConnectionDetails): ReactNode;
};

/**
 * The keyed platforms' forms start from the saved addresses and masked keys: show them once
 * those have arrived, and offer another try when they cannot be read (no automatic retry).
 */
export function ConnectionDetailsGate({ platform, children }: ConnectionDetailsGateProps) {
  const query = usePlatformConnections();
  const connection = query.data?.find((entry) => entry.platform === platform);
  if (connection) return children(connection);
  if (query.isPending) {
    return (
      <div className="grid justify-items-center py-8">
        <Spinner label={TEXT.loading} className="size-7" />
      </div>
    );
  }
  return (
    <div role="alert" className="grid justify-items-start gap-3">
      <p className="text-base">{TEXT.loadFailed}</p>
      <Button
        variant="outline"
        className="h-11"
        disabled={query.isFetching}
        onClick={() => void query.refetch()}
      >
        {TEXT.retry}
      </Button>
    </div>
  );
}
