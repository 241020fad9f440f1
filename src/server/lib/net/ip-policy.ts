import net from 'node:net';

/**
 * Which addresses a server-side fetch may reach (docs/choices.md #6): the public internet only. Anything that
 * lands on this machine, the shop's network or the cloud's metadata service (169.254.169.254) is refused.
 */
const BLOCKED_V4: Array<[string, number]> = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

const BLOCKED_V6: Array<[string, number]> = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // local-use NAT64 (a translator of the shop's own network, unlike 64:ff9b::/96)
  ['100::', 64], // discard
  ['2001::', 32], // Teredo: tunnels to an IPv4 host hidden in the address
  ['2001:2::', 48], // benchmarking
  ['2001:10::', 28], // ORCHID, not routable
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
  ['5f00::', 16], // segment routing identifiers, never on the public internet
  ['fc00::', 7], // unique local (the IPv6 private range)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
];

const blocked = new net.BlockList();
for (const [a, p] of BLOCKED_V4) blocked.addSubnet(a, p, 'ipv4');
for (const [a, p] of BLOCKED_V6) blocked.addSubnet(a, p, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (with or without an embedded dotted IPv4 tail). */
function ipv6Groups(ip: string): number[] | undefined {
  let text = ip.toLowerCase().split('%')[0] ?? '';
  const v4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4Tail?.[1]) {
    const o = v4Tail[1].split('.').map(Number);
    text = text.slice(0, -v4Tail[1].length) + `${((o[0]! << 8) | o[1]!).toString(16)}:${((o[2]! << 8) | o[3]!).toString(16)}`;
  }
  const [head, tail, extra] = text.split('::');
  if (extra !== undefined) return undefined;
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const fill = tail === undefined ? 0 : 8 - h.length - t.length;
  if (fill < 0) return undefined;
  const groups = [...h, ...Array<string>(fill).fill('0'), ...t].map((g) => parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : undefined;
}

/**
 * The IPv4 address an IPv6 address stands for (mapped ::ffff:a.b.c.d, translated ::ffff:0:a.b.c.d,
 * compatible ::a.b.c.d, NAT64, 6to4), judged by the IPv4 rules: ::ffff:0:7f00:1 is 127.0.0.1 in disguise.
 */
function embeddedIpv4(groups: number[]): string | undefined {
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  const zeros = (n: number) => groups.slice(0, n).every((g) => g === 0);
  if (zeros(5) && groups[5] === 0xffff) return v4(groups[6]!, groups[7]!); // mapped ::ffff:0.0.0.0/96
  if (zeros(4) && groups[4] === 0xffff && groups[5] === 0) return v4(groups[6]!, groups[7]!); // translated ::ffff:0:0:0/96
  if (zeros(6) && (groups[6] !== 0 || groups[7]! > 1)) return v4(groups[6]!, groups[7]!); // ::a.b.c.d (deprecated)
  if (groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((g) => g === 0)) return v4(groups[6]!, groups[7]!); // 64:ff9b::/96
  if (groups[0] === 0x2002) return v4(groups[1]!, groups[2]!); // 6to4 2002::/16
  return undefined;
}

/** True only for a unicast address on the public internet. Anything unparsable is refused. */
export function isPublicAddress(ip: string): boolean {
  const family = net.isIP(ip);
  if (family === 4) return !blocked.check(ip, 'ipv4');
  if (family !== 6) return false;
  const groups = ipv6Groups(ip);
  if (!groups) return false;
  const v4 = embeddedIpv4(groups);
  if (v4 !== undefined) return isPublicAddress(v4);
  return !blocked.check(ip.split('%')[0] ?? ip, 'ipv6');
}
