import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key an address is limited by. IPv4 as is (also when written IPv4-mapped, `::ffff:a.b.c.d`);
 * IPv6 by its /64 prefix, because one subscriber usually holds a whole /64 and could otherwise
 * step to a fresh address for every attempt.
 */
export function addressKey(ip: string): string {
  const address = ip.trim().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(address) || !isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros. */
function expandIPv6(address: string): string[] {
  let text = address.toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((group) => Number.parseInt(group, 16).toString(16));
}
