import { describe, expect, it } from "vitest";
import { createQueryClient } from "./query-client";

describe("the query client (spec §7)", () => {
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
