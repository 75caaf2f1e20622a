import type { TModerationItem } from '@fhp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookie } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedDemo } from './seed';

describe("the console's content and moderation demo", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    const ids = await seedDemo(t.services.db, { storage: t.services.storage });
    cookie = await sessionCookie(t.services.db, ids.admin ?? '');
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

  it('has an image waiting for review and a hidden one, with its audit row, refused by the files route', async () => {
    const { items } = (await get('/api/console/moderation')).json() as { items: TModerationItem[] };
    const pending = items.find((i) => i.state === 'pending');
    const hidden = items.find((i) => i.state === 'hidden');
    expect(pending).toMatchObject({ kind: 'athlete-photo', athlete: { name: 'Maya Chen' } });
    expect(hidden).toMatchObject({ kind: 'qr-image', decidedBy: 'admin@example.com' });
    expect((await get(hidden?.previewUrl ?? '')).statusCode).toBe(200);
    const audit = (await get(`/api/console/audit?subjectId=${hidden?.id}`)).json();
    expect(audit.items[0]).toMatchObject({ action: 'moderation.hide', note: hidden?.reason });
    const fileId = (audit.items[0].before as { fileId: string }).fileId;
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${fileId}` })).statusCode).toBe(
      404,
    );
  });

  it('has a formatted news post written in the console, and tutorials for the panel', async () => {
    const news = (await t.app.inject({ method: 'GET', url: '/api/blogs?q=spring' })).json();
    expect(news.items[0].descriptionHtml).toContain('<strong>April 15</strong>');
    const audit = (await get(`/api/console/audit?action=news.create`)).json();
    expect(audit.items[0].subjectId).toBe(news.items[0].id);
    const tutorials = (await get('/api/console/tutorials')).json();
    expect(tutorials.items.length).toBeGreaterThanOrEqual(5);
  });
});
