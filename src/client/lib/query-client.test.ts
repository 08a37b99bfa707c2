import { QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { createQueryClient, replaceSessionCache } from "./query-client";

describe("the query client", () => {
  it("never retries, never refetches on focus or on a timer, and never goes stale", () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Number.POSITIVE_INFINITY,
    });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });
});

describe("replaceSessionCache", () => {
  it("updates a screen already watching the session and drops everything else", () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(["/api/auth/me"], null);
    queryClient.setQueryData(["/api/orders"], [{ id: "previous user's order" }]);
    const observer = new QueryObserver(queryClient, {
      queryKey: ["/api/auth/me"],
      queryFn: () => null,
      enabled: false,
    });
    const seen: unknown[] = [];
    const unsubscribe = observer.subscribe((result) => seen.push(result.data));

    replaceSessionCache(queryClient, ["/api/auth/me"], { id: "u1", name: "Sam Morgan" });

    expect(seen.at(-1)).toEqual({ id: "u1", name: "Sam Morgan" });
    expect(queryClient.getQueryData(["/api/orders"])).toBeUndefined();
    unsubscribe();
  });
});
