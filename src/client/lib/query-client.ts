import { QueryClient, type QueryFunction, type QueryKey } from "@tanstack/react-query";
import { apiGet } from "./api-client";

/** Reads keyed by their URL: `useQuery({ queryKey: ["/api/orders"] })`. */
const readByUrl: QueryFunction = ({ queryKey }) => apiGet(String(queryKey[0]));

/**
 * No retries, no refetch on focus or on an interval, and data never goes stale;
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

/**
 * Who is signed in changed: drop every cached answer of the previous session, and set the
 * session query in place so screens already watching it update (clearing the whole cache
 * would leave them watching a query that no longer exists). A read of the session still in
 * flight (the sign-in page asks on load; a slow answer can come after the sign-in's) is
 * cancelled first, or its older "nobody" would overwrite the new session.
 */
export function replaceSessionCache(
  queryClient: QueryClient,
  sessionKey: QueryKey,
  data: unknown,
): void {
  void queryClient.cancelQueries({ queryKey: sessionKey, exact: true });
  queryClient.removeQueries({ predicate: (query) => !matchesKey(query.queryKey, sessionKey) });
  queryClient.setQueryData(sessionKey, data);
}

/**
 * The session works at another location now: every cached answer but the session itself was
 * the last location's. Each is reset to nothing, so the screens showing one load it again
 * (their spinners say so) and the rest ask when next shown. The session stays, so the shell
 * does not blink.
 */
export function resetLocationCache(queryClient: QueryClient, sessionKey: QueryKey): Promise<void> {
  return queryClient.resetQueries({
    predicate: (query) => !matchesKey(query.queryKey, sessionKey),
  });
}

function matchesKey(key: QueryKey, expected: QueryKey): boolean {
  return key.length === expected.length && key.every((part, index) => part === expected[index]);
}
