import { isIP } from 'node:net';

/** 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 form (::ffff:127.x.y.z). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.toLowerCase().replace(/^::ffff:/, '');
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
}
