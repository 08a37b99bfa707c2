import { QueryObserver } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { createQueryClient, replaceSessionCache, resetLocationCache } from "./query-client";

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

  it("is not undone by a read of the session that was still in flight", async () => {
    const queryClient = createQueryClient();
    let answer: (value: unknown) => void = () => {};
    const stale = queryClient.fetchQuery({
      queryKey: ["/api/auth/me"],
      queryFn: () => new Promise((resolve) => (answer = resolve)),
    });

    replaceSessionCache(queryClient, ["/api/auth/me"], { id: "u1", name: "Sam Morgan" });
    answer(null); // the sign-in page's own read, answered "nobody" after the sign-in
    await stale.catch(() => {});

    expect(queryClient.getQueryData(["/api/auth/me"])).toEqual({ id: "u1", name: "Sam Morgan" });
  });
});

describe("resetLocationCache", () => {
  it("loads again what a screen shows, forgets the rest and keeps the session", async () => {
    const queryClient = createQueryClient();
    let location = "Luigi's Trattoria";
    queryClient.setQueryData(["/api/auth/me"], { id: "u1" });
    queryClient.setQueryData(["/api/settings"], { name: "Luigi's Trattoria" });
    const menu = new QueryObserver(queryClient, {
      queryKey: ["/api/menu"],
      queryFn: async () => ({ name: location }),
    });
    const unsubscribe = menu.subscribe(() => {});
    await vi.waitFor(() => expect(menu.getCurrentResult().data).toEqual({ name: location }));

    location = "Luigi's Harbour";
    await resetLocationCache(queryClient, ["/api/auth/me"]);

    expect(menu.getCurrentResult().data).toEqual({ name: "Luigi's Harbour" });
    expect(queryClient.getQueryData(["/api/settings"])).toBeUndefined();
    expect(queryClient.getQueryData(["/api/auth/me"])).toEqual({ id: "u1" });
    unsubscribe();
  });
});
