import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key';

describe('the key an address is limited by', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:0:0:1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
  ])('%s is limited as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });

  it('puts every address of one /64 under one key and a neighbouring /64 under another', () => {
    expect(addressKey('2001:db8:a:b:1:2:3:4')).toBe(addressKey('2001:db8:a:b:ffff::9'));
    expect(addressKey('2001:db8:a:b::1')).not.toBe(addressKey('2001:db8:a:c::1'));
  });
});
