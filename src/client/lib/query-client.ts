import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { apiGet } from "./api-client";

/** Reads keyed by their URL: `useQuery({ queryKey: ["/api/orders"] })`. */
const readByUrl: QueryFunction = ({ queryKey }) => apiGet(String(queryKey[0]));

/**
 * spec §7: no retries, no refetch on focus or on an interval, and data never goes stale;
 * lists refresh when a change or a realtime message invalidates them.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: readByUrl,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}
