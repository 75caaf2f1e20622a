import { DEFAULT_SITE_LINKS } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, siteSettings } from '../../db/schema';
import { createAdmin, createUser, sessionCookie } from '../../test/factories';
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

describe('the console’s Site settings (GET/PUT /api/console/settings)', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createAdmin(t.services.db, { email: 'settings@example.com' });
    cookie = await sessionCookie(t.services.db, admin.id);
  });
  afterAll(() => t.close());

  const put = (payload: object, as = cookie) =>
    t.app.inject({ method: 'PUT', url: '/api/console/settings', headers: { cookie: as }, payload });

  it('saves links and the shop switch, read at once by the public site, audited with before and after', async () => {
    const current = await t.app.inject({
      method: 'GET',
      url: '/api/console/settings',
      headers: { cookie },
    });
    expect(current.json()).toEqual({ shopAvailable: false, links: DEFAULT_SITE_LINKS });
    const res = await put({
      shopAvailable: true,
      links: {
        ...DEFAULT_SITE_LINKS,
        fanSite: 'https://fans.example.org/in',
        vendorSignUp: '/deals',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      shopAvailable: true,
      links: {
        ...DEFAULT_SITE_LINKS,
        fanSite: 'https://fans.example.org/in',
        vendorSignUp: '/deals',
      },
    };
    expect(res.json()).toEqual(expected);
    expect((await t.app.inject({ method: 'GET', url: '/api/site-settings' })).json()).toEqual(
      expected,
    );
    const [row] = await t.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'setting.change'));
    expect(row).toMatchObject({
      actorEmail: 'settings@example.com',
      subjectType: 'setting',
      subjectId: 'site',
      before: { shopAvailable: false, links: { fanSite: '/fan/login', vendorSignUp: '/offers' } },
      after: {
        shopAvailable: true,
        links: { fanSite: 'https://fans.example.org/in', vendorSignUp: '/deals' },
      },
    });

    // Saving the same again records nothing; back to the defaults stores no links at all.
    await put(expected);
    expect(await t.services.db.select().from(auditLog)).toHaveLength(1);
    await put({ shopAvailable: false, links: DEFAULT_SITE_LINKS });
    expect((await t.app.inject({ method: 'GET', url: '/api/site-settings' })).json()).toEqual({
      shopAvailable: false,
      links: DEFAULT_SITE_LINKS,
    });
    expect(
      await t.services.db.select().from(siteSettings).where(eq(siteSettings.key, 'links')),
    ).toEqual([]);
  });

  it('refuses script addresses, unknown keys and missing links; changes nothing', async () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      '//evil.example',
      'ftp://x.example/a',
      '',
    ]) {
      const res = await put({
        shopAvailable: true,
        links: { ...DEFAULT_SITE_LINKS, fanSite: bad },
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.fields['links.fanSite']).toBe(
        'Enter an address starting with https:// or http://, or a path starting with /',
      );
    }
    const unknown = await put({
      shopAvailable: true,
      links: { ...DEFAULT_SITE_LINKS, evil: 'https://x.example' },
    });
    expect(unknown.statusCode).toBe(400);
    const { fanSite: _f, ...missing } = DEFAULT_SITE_LINKS;
    expect((await put({ shopAvailable: true, links: missing })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/site-settings' })).json().shopAvailable,
    ).toBe(false);
  });

  it('is for operators only', async () => {
    const athlete = await createUser(t.services.db);
    const res = await put(
      { shopAvailable: true, links: DEFAULT_SITE_LINKS },
      await sessionCookie(t.services.db, athlete.id),
    );
    expect(res.statusCode).toBe(403);
  });
});
