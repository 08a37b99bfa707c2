import { describe, expect, it } from "vitest";
import { isPublicAddress } from "./public-address";

/** Every range OrderDock refuses to call at a restaurant's word, at its edges. */
const NOT_PUBLIC: Array<[address: string, why: string]> = [
  ["127.0.0.1", "loopback"],
  ["127.255.255.254", "loopback, its last addresses"],
  ["::1", "IPv6 loopback"],
  ["[::1]", "IPv6 loopback as a URL writes it"],
  ["10.0.0.1", "private 10/8"],
  ["10.255.255.255", "private 10/8, its end"],
  ["172.16.0.1", "private 172.16/12"],
  ["172.31.255.255", "private 172.16/12, its end"],
  ["192.168.1.10", "private 192.168/16"],
  ["169.254.169.254", "link-local: the cloud's metadata service"],
  ["169.254.0.1", "link-local"],
  ["0.0.0.0", "this host"],
  ["0.1.2.3", "this network 0/8"],
  ["100.64.0.1", "carrier-grade NAT"],
  ["100.127.255.255", "carrier-grade NAT, its end"],
  ["192.0.0.8", "IETF protocol assignments"],
  ["192.0.2.44", "documentation TEST-NET-1"],
  ["198.51.100.7", "documentation TEST-NET-2"],
  ["203.0.113.9", "documentation TEST-NET-3"],
  ["198.18.0.1", "benchmarking"],
  ["198.19.255.255", "benchmarking, its end"],
  ["192.88.99.1", "6to4 relays"],
  ["224.0.0.1", "multicast"],
  ["239.255.255.250", "multicast (SSDP)"],
  ["240.0.0.1", "reserved"],
  ["255.255.255.255", "broadcast"],
  ["::", "IPv6 unspecified"],
  ["fc00::1", "unique local fc00::/7"],
  ["fd12:3456::1", "unique local fd"],
  ["fe80::1", "IPv6 link-local"],
  ["fe80::1%eth0", "IPv6 link-local with a zone"],
  ["febf::1", "IPv6 link-local, its end"],
  ["fec0::1", "site-local, retired"],
  ["ff02::1", "IPv6 multicast"],
  ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
  ["::ffff:7f00:1", "IPv4-mapped loopback in hex"],
  ["::ffff:169.254.169.254", "IPv4-mapped metadata address"],
  ["::ffff:10.1.2.3", "IPv4-mapped private"],
  ["::127.0.0.1", "IPv4-compatible, retired"],
  ["::ffff:0:7f00:1", "IPv4-translated"],
  ["64:ff9b::127.0.0.1", "NAT64 of loopback"],
  ["64:ff9b::a00:1", "NAT64 of 10.0.0.1"],
  ["64:ff9b::169.254.169.254", "NAT64 of the metadata address"],
  ["64:ff9b:1::1", "local-use NAT64"],
  ["2002:7f00:1::1", "6to4 of loopback"],
  ["2002:c0a8:101::1", "6to4 of 192.168.1.1"],
  ["2001:db8::1", "IPv6 documentation"],
  ["3fff::1", "IPv6 documentation, the newer block"],
  ["2001::1", "Teredo"],
  ["100::1", "IPv6 discard"],
  ["localhost", "a name, not an address"],
  ["", "nothing"],
  ["127.1", "not a dotted quad"],
];

const PUBLIC: Array<[address: string, why: string]> = [
  ["93.184.215.14", "a public IPv4 address"],
  ["1.1.1.1", "a public resolver"],
  ["8.8.8.8", "a public resolver"],
  ["172.15.255.255", "just before 172.16/12"],
  ["172.32.0.0", "just after 172.16/12"],
  ["100.63.255.255", "just before carrier-grade NAT"],
  ["100.128.0.0", "just after carrier-grade NAT"],
  ["169.253.255.255", "just before link-local"],
  ["223.255.255.255", "just before multicast"],
  ["2606:4700:4700::1111", "a public IPv6 address"],
  ["[2a00:1450:4001:80b::200e]", "a public IPv6 address as a URL writes it"],
  ["::ffff:8.8.8.8", "IPv4-mapped public"],
  ["64:ff9b::8.8.8.8", "NAT64 of a public address"],
  ["2002:808:808::1", "6to4 of 8.8.8.8"],
];

describe("isPublicAddress", () => {
  it.each(NOT_PUBLIC)("refuses %s (%s)", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
  it.each(PUBLIC)("allows %s (%s)", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
