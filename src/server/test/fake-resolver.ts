import type { ResolveHost } from "../lib/address-guard";

/**
 * Test support: a resolver that knows only the names given (each with its addresses) and
 * keeps every name it was asked, in place of the system's DNS.
 */
export function fakeResolver(names: Record<string, string[]>): {
  resolve: ResolveHost;
  asked: string[];
} {
  const asked: string[] = [];
  const resolve: ResolveHost = async (hostname) => {
    asked.push(hostname);
    const addresses = names[hostname];
    if (!addresses) throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
    return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };
  return { resolve, asked };
}
