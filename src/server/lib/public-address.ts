import { isIP } from "node:net";

/**
 * Whether an IP address is public: one on the internet at large, which OrderDock may call
 * at a restaurant's word (decision 137). Everything else is refused: this machine, the
 * private networks around it, link-local (the cloud's metadata service at 169.254.169.254),
 * carrier-grade NAT, multicast, reserved, documentation and benchmarking ranges. An IPv6
 * address is public only inside global unicast (2000::/3) and outside its special blocks;
 * the IPv6 forms that carry an IPv4 address (mapped `::ffff:a.b.c.d`, NAT64 `64:ff9b::/96`,
 * 6to4 `2002::/16`) are judged by the IPv4 address they carry.
 */
type Range = { network: bigint; prefix: number };

const V4_NOT_PUBLIC = ranges(4, [
  "0.0.0.0/8", // "this network"; 0.0.0.0 reaches this machine
  "10.0.0.0/8", // private
  "100.64.0.0/10", // carrier-grade NAT
  "127.0.0.0/8", // loopback
  "169.254.0.0/16", // link-local, the cloud's metadata service
  "172.16.0.0/12", // private
  "192.0.0.0/24", // IETF protocol assignments
  "192.0.2.0/24", // documentation (TEST-NET-1)
  "192.88.99.0/24", // 6to4 relays, retired
  "192.168.0.0/16", // private
  "198.18.0.0/15", // benchmarking
  "198.51.100.0/24", // documentation (TEST-NET-2)
  "203.0.113.0/24", // documentation (TEST-NET-3)
  "224.0.0.0/4", // multicast
  "240.0.0.0/4", // reserved, and the broadcast 255.255.255.255
]);

const V6_GLOBAL_UNICAST = ranges(6, ["2000::/3"]);
const V6_GLOBAL_NOT_PUBLIC = ranges(6, [
  "2001::/23", // IETF protocol assignments: Teredo, benchmarking, ORCHID
  "2001:db8::/32", // documentation
  "3fff::/20", // documentation
]);
/** Forms that carry an IPv4 address in their last 32 bits. */
const V6_CARRYING_V4_LAST = ranges(6, ["::ffff:0:0/96", "64:ff9b::/96"]);
/** 6to4 carries its IPv4 address in bits 16–47. */
const V6_6TO4 = ranges(6, ["2002::/16"]);

export function isPublicAddress(address: string): boolean {
  const text = address.replace(/^\[(.*)\]$/, "$1").replace(/%.*$/, "");
  const family = isIP(text);
  if (family === 4) return isPublicV4(parseV4(text));
  if (family === 6) return isPublicV6(parseV6(text));
  return false;
}

function isPublicV4(value: bigint): boolean {
  return !V4_NOT_PUBLIC.some((range) => contains(32, range, value));
}

function isPublicV6(value: bigint): boolean {
  if (V6_CARRYING_V4_LAST.some((range) => contains(128, range, value))) {
    return isPublicV4(value & 0xffff_ffffn);
  }
  if (V6_6TO4.some((range) => contains(128, range, value))) {
    return isPublicV4((value >> 80n) & 0xffff_ffffn);
  }
  return (
    V6_GLOBAL_UNICAST.some((range) => contains(128, range, value)) &&
    !V6_GLOBAL_NOT_PUBLIC.some((range) => contains(128, range, value))
  );
}

function contains(bits: number, { network, prefix }: Range, value: bigint): boolean {
  const shift = BigInt(bits - prefix);
  return value >> shift === network >> shift;
}

function ranges(family: 4 | 6, cidrs: string[]): Range[] {
  return cidrs.map((cidr) => {
    const [network = "", prefix = ""] = cidr.split("/");
    return { network: family === 4 ? parseV4(network) : parseV6(network), prefix: Number(prefix) };
  });
}

/** A dotted-quad IPv4 address (already checked by `isIP`) as a number. */
function parseV4(text: string): bigint {
  return text.split(".").reduce((value, part) => (value << 8n) | BigInt(Number(part)), 0n);
}

/** An IPv6 address (already checked by `isIP`), `::` and a trailing dotted quad included. */
function parseV6(text: string): bigint {
  let groups = text;
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (quad) {
    const v4 = parseV4(quad);
    groups = `${text.slice(0, -quad.length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = "", tail] = groups.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].reduce(
    (value, group) => (value << 16n) | BigInt(Number.parseInt(group, 16)),
    0n,
  );
}
