import { DEFAULT_SITE_LINKS } from '@fhp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { writeSiteSetting } from './site-settings';

describe('GET /api/site-settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives the defaults, then stored overrides key by key, ignoring unknown or bad values', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/site-settings' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ shopAvailable: false, links: DEFAULT_SITE_LINKS });

    await writeSiteSetting(t.services.db, 'shopAvailable', true);
    await writeSiteSetting(t.services.db, 'links', {
      fanSite: 'https://fans.example.org/in',
      unknownKey: 'https://x.example',
      athleteSite: 'not a url',
    });
    const second = await t.app.inject({ method: 'GET', url: '/api/site-settings' });
    expect(second.json()).toEqual({
      shopAvailable: true,
      links: { ...DEFAULT_SITE_LINKS, fanSite: 'https://fans.example.org/in' },
    });
  });
});
