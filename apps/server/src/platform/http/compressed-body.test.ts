import { describe, expect, it } from 'vitest';
import { createCompressedCache, negotiateEncoding } from './compressed-body';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['GZIP;q=1.0, Br;q=0.2', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['deflate', null],
  ] as const)('%s -> %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('createCompressedCache', () => {
  it('compresses a body once per encoding', () => {
    const cache = createCompressedCache();
    const body = Buffer.from('<html>'.repeat(100));
    const br = cache(body, 'br');
    expect(cache(body, 'br')).toBe(br);
    expect(cache(body, 'gzip')).not.toBe(br);
    expect(br.length).toBeLessThan(body.length);
  });
});
