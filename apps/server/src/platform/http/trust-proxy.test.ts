import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loadConfig } from '../config';

/**
 * TRUST_PROXY (decision 0043): a hop count or the proxies' addresses, never `true`, with which
 * Fastify takes the left-most X-Forwarded-For entry, the one the client writes.
 */
describe('TRUST_PROXY', () => {
  it('takes false, a hop count or addresses, and refuses true', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback,fd00::/8' }).trustProxy).toEqual([
      'loopback',
      'fd00::/8',
    ]);
    for (const value of ['true', 'yes', 'lb.example.com', '-1']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrowError(
        expect.objectContaining({ message: expect.stringContaining('TRUST_PROXY') }),
      );
    }
  });

  describe('behind one load balancer (TRUST_PROXY=1)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        env: { TRUST_PROXY: '1' },
        extraRoutes(app) {
          app.get('/api/test/ip', async (request) => ({ ip: request.ip }));
        },
      });
    });
    afterAll(() => t.close());

    it('takes the address the load balancer appended, not one the client wrote first', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/test/ip',
        remoteAddress: '10.0.0.2',
        // The client sent "X-Forwarded-For: 6.6.6.6"; the balancer appended what it saw.
        headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' },
      });
      expect(res.json()).toEqual({ ip: '203.0.113.9' });
    });
  });
});
