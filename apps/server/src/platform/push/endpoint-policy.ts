import dns from 'node:dns';
import net from 'node:net';

/**
 * Where the server may send Web Push messages. The endpoint comes from the browser, that is from
 * whoever calls the API, and the server POSTs to it: without these checks a subscription could
 * aim the server at its own loopback, the private network behind it or a cloud metadata
 * address. An endpoint must be an https URL of a public host; the host is checked as written
 * when the subscription is saved, and every address it resolves to is checked again at send
 * time, and the connection goes to the address that was checked (see push-sender.ts).
 *
 * `allowLoopback` is for tests only (config: PUSH_ALLOW_LOOPBACK_FOR_TESTS, refused in
 * production): it lets a stand-in push service on this machine receive pushes over plain http.
 */
export type EndpointPolicy = { allowLoopback: boolean };

export type ResolvedAddress = { address: string; family: 4 | 6 };
/** Resolves a host name to all its addresses; injected in tests so they need no network. */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: HostResolver = async (hostname) => {
  const found = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

/** Why an endpoint was refused (for the log); the user sees the catalogue's message. */
export class EndpointRefused extends Error {}

type Range = readonly [network: number, prefix: number];
const v4 = (dotted: string): number =>
  dotted.split('.').reduce((n, part) => n * 256 + Number(part), 0);

/** IPv4 ranges that are not public unicast (IANA special-purpose registry). */
const IPV4_NOT_PUBLIC: readonly Range[] = (
  [
    ['0.0.0.0', 8], // "this network", 0.0.0.0 (unspecified) included
    ['10.0.0.0', 8], // private
    ['100.64.0.0', 10], // carrier-grade NAT (shared address space)
    ['127.0.0.0', 8], // loopback
    ['169.254.0.0', 16], // link-local (cloud metadata at 169.254.169.254)
    ['172.16.0.0', 12], // private
    ['192.0.0.0', 24], // IETF protocol assignments
    ['192.0.2.0', 24], // documentation
    ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
    ['192.168.0.0', 16], // private
    ['198.18.0.0', 15], // benchmarking
    ['198.51.100.0', 24], // documentation
    ['203.0.113.0', 24], // documentation
    ['224.0.0.0', 4], // multicast
    ['240.0.0.0', 4], // reserved, 255.255.255.255 (broadcast) included
  ] as const
).map(([network, prefix]) => [v4(network), prefix] as const);

const inRange = (address: number, [network, prefix]: Range) =>
  Math.floor(address / 2 ** (32 - prefix)) === Math.floor(network / 2 ** (32 - prefix));

const isLoopbackV4 = (address: number) => inRange(address, [v4('127.0.0.0'), 8]);

function ipv4Allowed(address: number, policy: EndpointPolicy): boolean {
  if (policy.allowLoopback && isLoopbackV4(address)) return true;
  return !IPV4_NOT_PUBLIC.some((range) => inRange(address, range));
}

/** The eight 16-bit groups of a valid IPv6 address (an embedded IPv4 tail included). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const tail = text.slice(text.lastIndexOf(':') + 1);
  if (tail.includes('.')) {
    const n = v4(tail);
    text = `${text.slice(0, text.length - tail.length)}${Math.floor(n / 65536).toString(16)}:${(n % 65536).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const zeros = rest === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => Number.parseInt(g, 16));
}

function ipv6Allowed(address: string, policy: EndpointPolicy): boolean {
  const g = ipv6Groups(address);
  if (g.length !== 8 || g.some((n) => Number.isNaN(n))) return false;
  const embedded = (hi: number, lo: number) => ipv4Allowed(hi * 65536 + lo, policy);
  const zeroUpTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  // IPv4-mapped (::ffff:a.b.c.d): the IPv4 address decides.
  if (zeroUpTo(5) && g[5] === 0xffff) return embedded(g[6] as number, g[7] as number);
  if (policy.allowLoopback && zeroUpTo(7) && g[7] === 1) return true; // ::1
  // NAT64 (64:ff9b::a.b.c.d) and 6to4 (2002:aabb:ccdd::): the embedded IPv4 address decides.
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0))
    return embedded(g[6] as number, g[7] as number);
  if (g[0] === 0x2002) return embedded(g[1] as number, g[2] as number);
  const first = g[0] as number;
  const second = g[1] as number;
  // Only global unicast (2000::/3) is public: this excludes ::, ::1, IPv4-compatible, discard
  // (100::/64), unique-local (fc00::/7), link-local (fe80::/10), site-local and multicast (ff00::/8).
  if ((first & 0xe000) !== 0x2000) return false;
  if (first === 0x2001 && second < 0x200) return false; // IETF protocol assignments, Teredo
  if (first === 0x2001 && second === 0xdb8) return false; // documentation
  if (first === 0x3fff && second < 0x1000) return false; // documentation (3fff::/20)
  return true;
}

/** Whether the server may connect to this literal IP address. */
export function isAllowedAddress(address: string, policy: EndpointPolicy): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  if (net.isIPv4(bare)) return ipv4Allowed(v4(bare), policy);
  if (net.isIPv6(bare)) return ipv6Allowed(bare, policy);
  return false;
}

/** Names that never mean a public host, whatever a resolver answers for them. */
const LOCAL_NAMES = /(^|\.)(localhost|local|internal|lan|intranet|home\.arpa|onion|invalid)$/;

/**
 * The endpoint as a URL when its form is acceptable: https (http only with allowLoopback), no
 * credentials, and a host that is a public IP literal or a public-looking DNS name. Numeric
 * hosts such as 2130706433 or 0x7f.1 are normalized by the URL parser to 127.0.0.1 first, so
 * they are judged as the address they are. Throws EndpointRefused.
 */
export function checkEndpoint(endpoint: string, policy: EndpointPolicy): URL {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new EndpointRefused('not a URL');
  }
  const schemeOk = url.protocol === 'https:' || (policy.allowLoopback && url.protocol === 'http:');
  if (!schemeOk) throw new EndpointRefused(`scheme ${url.protocol} is not allowed`);
  if (url.username || url.password) throw new EndpointRefused('credentials in the URL');
  const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
  if (net.isIP(host)) {
    if (!isAllowedAddress(host, policy)) throw new EndpointRefused(`address ${host} is not public`);
    return url;
  }
  const name = host.toLowerCase();
  if (policy.allowLoopback && name === 'localhost') return url;
  if (!name.includes('.') || LOCAL_NAMES.test(name))
    throw new EndpointRefused(`host ${name} is not a public name`);
  return url;
}

/**
 * Resolves the endpoint's host and returns the address to connect to, after checking that
 * every address the name has is allowed (a name with one private address among public ones is
 * refused: which one a client picks is not ours to know). Throws EndpointRefused.
 */
export async function resolveEndpoint(
  url: URL,
  policy: EndpointPolicy,
  resolve: HostResolver = systemResolver,
): Promise<ResolvedAddress> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = net.isIP(host);
  if (literal) {
    if (!isAllowedAddress(host, policy)) throw new EndpointRefused(`address ${host} is not public`);
    return { address: host, family: literal === 6 ? 6 : 4 };
  }
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolve(host);
  } catch (error) {
    throw new EndpointRefused(`host ${host} does not resolve`, { cause: error });
  }
  const refused = addresses.find((a) => !isAllowedAddress(a.address, policy));
  if (refused) throw new EndpointRefused(`host ${host} resolves to ${refused.address}`);
  const first = addresses[0];
  if (!first) throw new EndpointRefused(`host ${host} has no address`);
  return first;
}
