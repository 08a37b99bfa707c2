import { describe, expect, it } from "vitest";
import { fakeResolver } from "../test/fake-resolver";
import { createAddressGuard, judgeAddress, NotPublicAddressError } from "./address-guard";

/** The guard on a restaurant-given address, with the test's own resolver. */
describe("the address guard", () => {
  const resolverOf = fakeResolver;

  it("returns every address of a name when all are public", async () => {
    const { resolve } = resolverOf({ "shop.example": ["93.184.215.14", "2606:4700::1"] });
    expect(await createAddressGuard({ resolve })("shop.example")).toEqual([
      { address: "93.184.215.14", family: 4 },
      { address: "2606:4700::1", family: 6 },
    ]);
  });

  it("refuses a name when any of its addresses is not public", async () => {
    const { resolve } = resolverOf({ "evil.example": ["93.184.215.14", "127.0.0.1"] });
    await expect(createAddressGuard({ resolve })("evil.example")).rejects.toBeInstanceOf(
      NotPublicAddressError,
    );
  });

  it("refuses localhost names and judges literal addresses without asking the resolver", async () => {
    const { resolve, asked } = resolverOf({ localhost: ["93.184.215.14"] });
    const guard = createAddressGuard({ resolve });
    for (const host of ["localhost", "LOCALHOST.", "api.localhost", "[::1]", "169.254.169.254"]) {
      await expect(guard(host), host).rejects.toBeInstanceOf(NotPublicAddressError);
    }
    expect(await guard("[2606:4700::1]")).toEqual([{ address: "2606:4700::1", family: 6 }]);
    expect(asked).toEqual([]);
  });

  it("passes on a resolver's failure, and treats no address as not found", async () => {
    const { resolve } = resolverOf({ "empty.example": [] });
    const guard = createAddressGuard({ resolve });
    await expect(guard("missing.example")).rejects.toMatchObject({ code: "ENOTFOUND" });
    await expect(guard("empty.example")).rejects.toMatchObject({ code: "ENOTFOUND" });
  });
});

describe("judging an address being saved", () => {
  const guard = createAddressGuard({
    resolve: async (hostname) => {
      if (hostname === "slow.example") return new Promise(() => {});
      if (hostname === "evil.example") return [{ address: "10.0.0.1", family: 4 }];
      throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
    },
  });

  it.each([
    ["https://evil.example", true, "not-public"],
    ["https://evil.example", false, "unknown"],
    ["https://127.0.0.1", false, "not-public"],
    ["https://localhost", false, "not-public"],
    ["https://93.184.215.14", false, "public"],
    ["https://missing.example", true, "unknown"],
    ["not a url", true, "unknown"],
  ] as const)("judges %s (resolving names: %s) %s", async (url, resolvesNames, verdict) => {
    expect(await judgeAddress({ url, guard, resolvesNames })).toBe(verdict);
  });

  it("gives up on a resolver that does not answer in time", async () => {
    expect(
      await judgeAddress({
        url: "https://slow.example",
        guard,
        resolvesNames: true,
        timeoutMs: 20,
      }),
    ).toBe("unknown");
  });
});
