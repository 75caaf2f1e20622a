import { describe, expect, it } from 'vitest';
import {
  checkEndpoint,
  EndpointRefused,
  type HostResolver,
  isAllowedAddress,
  resolveEndpoint,
} from './endpoint-policy';

const strict = { allowLoopback: false };
const forTests = { allowLoopback: true };

describe('push endpoint policy', () => {
  it.each([
    '0.0.0.0',
    '10.0.0.1',
    '10.255.255.255',
    '100.64.0.1',
    '100.127.255.254',
    '127.0.0.1',
    '127.8.9.10',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.0.0.8',
    '192.0.2.1',
    '192.168.1.1',
    '198.18.0.1',
    '198.51.100.7',
    '203.0.113.9',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.1.2.3',
    '::ffff:169.254.169.254',
    '::127.0.0.1',
    '64:ff9b::10.0.0.1',
    '64:ff9b::a00:1',
    '2002:a00:1::1',
    '2002:7f00:1::',
    'fc00::1',
    'fd12:3456:789a::1',
    'fe80::1',
    'fe80::1%eth0',
    'fec0::1',
    'ff02::1',
    '100::1',
    '2001::1',
    '2001:db8::1',
    '3fff::1',
  ])('refuses %s', (address) => {
    expect(isAllowedAddress(address, strict)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '142.250.185.10',
    '100.63.255.255',
    '100.128.0.0',
    '172.15.255.255',
    '172.32.0.0',
    '11.0.0.1',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
    '2a00:1450:4001:80b::200a',
    '2606:4700::6810:84e5',
  ])('allows the public address %s', (address) => {
    expect(isAllowedAddress(address, strict)).toBe(true);
  });

  it('allows loopback, and only loopback, when a test asks for it', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect(isAllowedAddress(address, forTests)).toBe(true);
    for (const address of ['10.0.0.1', '192.168.0.1', 'fe80::1', '169.254.169.254'])
      expect(isAllowedAddress(address, forTests)).toBe(false);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/x',
    'ftp://fcm.googleapis.com/x',
    'https://127.0.0.1/push',
    'https://2130706433/push',
    'https://0x7f.1/push',
    'https://0177.0.0.1/push',
    'https://127.1/push',
    'https://10.0.0.5/push',
    'https://[::1]/push',
    'https://[::ffff:127.0.0.1]/push',
    'https://[fd00::1]:8443/push',
    'https://localhost/push',
    'https://localhost./push',
    'https://push.localhost/push',
    'https://printer.local/push',
    'https://metadata.google.internal/computeMetadata',
    'https://intranet/push',
    'https://user:secret@fcm.googleapis.com/push',
    'not a url',
  ])('refuses the endpoint %s when subscribing', (endpoint) => {
    expect(() => checkEndpoint(endpoint, strict)).toThrow(EndpointRefused);
  });

  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://web.push.apple.com/QGl2',
    'https://wns2-par02p.notify.windows.com/w/?token=x',
    'https://8.8.8.8/push',
    'https://[2a00:1450:4001:80b::200a]/push',
  ])('accepts the endpoint %s', (endpoint) => {
    expect(checkEndpoint(endpoint, strict).href).toBe(new URL(endpoint).href);
  });

  it('accepts a plain-http loopback endpoint only when a test asks for it', () => {
    const endpoint = 'http://127.0.0.1:4000/push/1';
    expect(() => checkEndpoint(endpoint, strict)).toThrow(EndpointRefused);
    expect(checkEndpoint(endpoint, forTests).host).toBe('127.0.0.1:4000');
    expect(() => checkEndpoint('http://10.0.0.1/push', forTests)).toThrow(EndpointRefused);
  });

  const resolver =
    (answers: Record<string, string[]>): HostResolver =>
    async (host) => {
      const found = answers[host];
      if (!found) throw new Error(`ENOTFOUND ${host}`);
      return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    };

  it('refuses a host that resolves to a private address, even among public ones', async () => {
    const resolve = resolver({
      'rebind.example.com': ['10.0.0.7'],
      'mixed.example.com': ['93.184.215.14', '192.168.0.10'],
      'v6.example.com': ['fd00::10'],
      'mapped.example.com': ['::ffff:127.0.0.1'],
    });
    const hosts = ['rebind', 'mixed', 'v6', 'mapped', 'missing'].map((h) => `${h}.example.com`);
    for (const host of hosts) {
      await expect(
        resolveEndpoint(new URL(`https://${host}/push`), strict, resolve),
      ).rejects.toBeInstanceOf(EndpointRefused);
    }
  });

  it('returns the checked address of a public host, to connect to it', async () => {
    const resolve = resolver({ 'push.example.com': ['93.184.215.14', '2606:2800:21f:cb07::1'] });
    await expect(
      resolveEndpoint(new URL('https://push.example.com/push'), strict, resolve),
    ).resolves.toEqual({ address: '93.184.215.14', family: 4 });
    await expect(
      resolveEndpoint(new URL('https://[2606:2800:21f:cb07::1]/push'), strict, resolve),
    ).resolves.toEqual({ address: '2606:2800:21f:cb07::1', family: 6 });
  });
});
