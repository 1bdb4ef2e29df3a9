import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// The SSRF guard of webhook targets (docs/events.md "Webhooks"). A target must be https in
// production (http is allowed in the embedded and development modes) and every address its name
// resolves to must be public: private, loopback, link-local, CGNAT, metadata, documentation,
// multicast and reserved ranges are refused, IPv6 unique-local and link-local too, and an
// IPv4-mapped or NAT64 IPv6 address is judged by the IPv4 address inside it. The operator's
// allow-list (WEBHOOK_ALLOWED_NETWORKS, CIDRs) permits chosen networks (the tests' receiver on
// 127.0.0.1). The check runs when an endpoint is made or changed and again at every delivery,
// which connects to the very address it checked (no second resolution: DNS rebinding).

/** Resolves a host name to its addresses (injected in tests). */
export type Resolve = (host: string) => Promise<{ address: string; family: number }[]>;

export const systemResolve: Resolve = (host) => dnsLookup(host, { all: true, verbatim: true });

const refusedV4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
const refusedV6: [string, number][] = [
  ['::', 128],
  ['::1', 128],
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['2001::', 32], // Teredo
  ['2002::', 16], // 6to4
  ['fc00::', 7], // unique local (fd00:ec2::254 is a metadata address)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

const refused = new BlockList();
for (const [net, prefix] of refusedV4) refused.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of refusedV6) refused.addSubnet(net, prefix, 'ipv6');

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible or NAT64 (64:ff9b::/96) address. */
function embeddedV4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const hi = Number.parseInt(hex[1], 16);
    const lo = Number.parseInt(hex[2], 16);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return null;
}

export interface TargetPolicy {
  /** https only (production). */
  httpsOnly: boolean;
  /** CIDRs the operator permits even when private (WEBHOOK_ALLOWED_NETWORKS). */
  allowedNetworks: readonly string[];
  resolve: Resolve;
}

export function allowList(networks: readonly string[]): BlockList {
  const list = new BlockList();
  for (const cidr of networks) {
    const [net, prefix] = cidr.split('/');
    const family = isIP(net) === 6 ? 'ipv6' : 'ipv4';
    list.addSubnet(net, Number(prefix ?? (family === 'ipv6' ? 128 : 32)), family);
  }
  return list;
}

/** Why an address may not be a webhook target; null when it may. */
export function addressRefusal(address: string, allowed: BlockList): string | null {
  const family = isIP(address);
  if (family === 0) return `${address} is not an IP address`;
  const type = family === 6 ? 'ipv6' : 'ipv4';
  if (allowed.check(address, type)) return null;
  const inner = family === 6 ? embeddedV4(address) : null;
  if (inner) {
    if (allowed.check(inner, 'ipv4')) return null;
    if (refused.check(inner, 'ipv4')) return `${address} is a private, loopback, link-local or reserved address`;
    return null;
  }
  if (refused.check(address, type)) return `${address} is a private, loopback, link-local or reserved address`;
  return null;
}

export class TargetRefused extends Error {}

/**
 * Checks a URL as a webhook target: its scheme, and every address it resolves to. Returns the
 * address to connect to (the first one, already checked). Throws TargetRefused with the reason.
 */
export async function checkTarget(
  url: string,
  policy: TargetPolicy & { allowed: BlockList },
): Promise<{ url: URL; address: string; family: number }> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new TargetRefused('url must be an absolute http(s) URL');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new TargetRefused('url must be http(s)');
  if (policy.httpsOnly && parsed.protocol !== 'https:') throw new TargetRefused('url must be https in production');
  if (parsed.username || parsed.password) throw new TargetRefused('url must not carry a user name or password');
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await policy.resolve(host);
    } catch {
      throw new TargetRefused(`${host} does not resolve`);
    }
  }
  if (addresses.length === 0) throw new TargetRefused(`${host} does not resolve`);
  for (const { address } of addresses) {
    const why = addressRefusal(address, policy.allowed);
    if (why) throw new TargetRefused(`url refused: ${host} resolves to ${why}`);
  }
  return { url: parsed, address: addresses[0].address, family: addresses[0].family };
}
