import type { ReactNode } from "react";
import type { ConnectionDetails } from "@/domain/api/platform-connections";
import type { Platform } from "@/domain/platforms";
import { usePlatformConnections } from "../api/get-platform-connections";
import { PLATFORMS_TEXT } from "../platform-messages";
import { LoadFailed, LoadingBlock } from "./load-state";

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
  if (query.isPending) return <LoadingBlock label={TEXT.loading} />;
  return (
    <LoadFailed
      message={TEXT.loadFailed}
      retryLabel={TEXT.retry}
      isRetrying={query.isFetching}
      onRetry={() => void query.refetch()}
    />
  );
}
