import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/client/lib/api-client";
import {
  type ConnectionDetails,
  connectionsResponseSchema,
} from "@/domain/api/platform-connections";

/** GET /api/platform-connections: one entry per platform. */
export const PLATFORM_CONNECTIONS_KEY = ["/api/platform-connections"] as const;

export async function getPlatformConnections(): Promise<ConnectionDetails[]> {
  const answer = connectionsResponseSchema.parse(
    await apiGet<unknown>("/api/platform-connections"),
  );
  return answer.connections;
}

export function platformConnectionsQueryOptions() {
  return queryOptions({ queryKey: PLATFORM_CONNECTIONS_KEY, queryFn: getPlatformConnections });
}

export function usePlatformConnections({ refetchInterval }: { refetchInterval?: number } = {}) {
  return useQuery({ ...platformConnectionsQueryOptions(), refetchInterval });
}
