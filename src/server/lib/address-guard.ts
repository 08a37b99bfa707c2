import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { isPublicAddress } from "./public-address";

/**
 * The guard on addresses a restaurant gives OrderDock to call (a live store's own URL,
 * decision 137): a host is allowed only when every address it resolves to is public. The
 * outbox's connection asks the guard at connect time and connects to exactly the addresses
 * it returned, so a name cannot resolve to a public address for the check and a private one
 * for the call. `localhost` and `*.localhost` always mean this machine and are refused
 * without a lookup.
 */
export type ResolvedAddress = { address: string; family: number };
/** Every address a name resolves to. */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;
/** The addresses OrderDock may connect to for a host; throws NotPublicAddressError. */
export type AddressGuard = (hostname: string) => Promise<ResolvedAddress[]>;

export class NotPublicAddressError extends Error {
  readonly code = "ERR_NOT_PUBLIC_ADDRESS";
  constructor(readonly hostname: string) {
    super(`${hostname} is not a public address`);
    this.name = "NotPublicAddressError";
  }
}

export const resolveWithSystem: ResolveHost = (hostname) =>
  lookup(hostname, { all: true, verbatim: true });

export type AddressGuardOptions = {
  /** The system's resolver unless a test maps names itself. */
  resolve?: ResolveHost;
};

export function createAddressGuard({
  resolve = resolveWithSystem,
}: AddressGuardOptions = {}): AddressGuard {
  return async (hostname) => {
    const host = bareHost(hostname);
    if (isLocalName(host)) throw new NotPublicAddressError(host);
    const family = isIP(host);
    const addresses = family ? [{ address: host, family }] : await resolve(host);
    if (addresses.length === 0) {
      throw Object.assign(new Error(`${host} has no address`), { code: "ENOTFOUND" });
    }
    if (!addresses.every((each) => isPublicAddress(each.address))) {
      throw new NotPublicAddressError(host);
    }
    return addresses;
  };
}

/** The guard the outbox and the connection screen use: the system's resolver. */
export const guardPublicAddress: AddressGuard = createAddressGuard();

/** A host as a URL spells it, without an IPv6 literal's brackets or a name's final dot. */
export function bareHost(hostname: string): string {
  return hostname
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/\.$/, "")
    .toLowerCase();
}

/** Names that always mean this machine (RFC 6761), whatever a resolver says. */
export function isLocalName(host: string): boolean {
  return host === "localhost" || host.endsWith(".localhost");
}

export type AddressVerdict = "public" | "not-public" | "unknown";

export type JudgeAddressOptions = {
  url: string;
  guard?: AddressGuard;
  /**
   * Resolve a name as well: the address is about to be called. Otherwise only what needs
   * no lookup is judged: a literal address or a local name.
   */
  resolvesNames: boolean;
  timeoutMs?: number;
};

/**
 * Judges an address being saved. A name that does not resolve, or not within `timeoutMs`,
 * is "unknown": the save goes ahead (a shop being set up, a resolver's bad minute), and the
 * guard still judges every call when it connects.
 */
export async function judgeAddress({
  url,
  guard = guardPublicAddress,
  resolvesNames,
  timeoutMs = 5000,
}: JudgeAddressOptions): Promise<AddressVerdict> {
  const host = URL.canParse(url) ? bareHost(new URL(url).hostname) : "";
  if (!host) return "unknown";
  if (!resolvesNames && !isIP(host) && !isLocalName(host)) return "unknown";
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"unknown">((resolve) => {
    timer = setTimeout(() => resolve("unknown"), timeoutMs);
  });
  try {
    return await Promise.race([guard(host).then(() => "public" as const), late]);
  } catch (error) {
    return error instanceof NotPublicAddressError ? "not-public" : "unknown";
  } finally {
    clearTimeout(timer);
  }
}
