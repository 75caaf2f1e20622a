import type { TNewsPost, TTutorial } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createAdmin, createUser, sessionCookie } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sanitizePostHtml } from '../blogs/sanitize-post-html';
import { XSS_PAYLOADS } from './xss-payloads';

const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'a',
]);

/**
 * What the browser would build from the sanitized HTML: every `<` opens an allowed tag whose
 * attributes are only a link's (an http(s) or mailto href, target, rel); text `<` is escaped.
 */
function assertInert(html: string) {
  const tag = /<(\/?)([a-zA-Z0-9]+)((?:\s+[a-zA-Z-]+="[^"]*")*)\s*\/?>/y;
  for (let i = html.indexOf('<'); i !== -1; i = html.indexOf('<', i + 1)) {
    tag.lastIndex = i;
    const match = tag.exec(html);
    expect(match, `a stray tag in ${html}`).not.toBeNull();
    const [, , name = '', attributes = ''] = match ?? [];
    expect(ALLOWED_TAGS.has(name.toLowerCase()), `<${name}> in ${html}`).toBe(true);
    for (const [, attr = '', value = ''] of attributes.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)) {
      expect(['href', 'target', 'rel'], `${attr} in ${html}`).toContain(attr);
      expect(name).toBe('a');
      if (attr === 'href') expect(value).toMatch(/^(https?:|mailto:)/);
    }
  }
  expect(html).not.toMatch(/javascript:|vbscript:|data:text/i);
}

describe('console content: tutorials, news posts, deals', () => {
  let t: TestApp;
  let cookie: string;
  let athleteCookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createAdmin(t.services.db, { email: 'editor@example.com' });
    cookie = await sessionCookie(t.services.db, admin.id);
    const athlete = await createUser(t.services.db);
    athleteCookie = await sessionCookie(t.services.db, athlete.id);
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    as = cookie,
  ) => t.app.inject({ method, url, headers: { cookie: as }, ...(payload ? { payload } : {}) });
  const auditOf = (action: string, subjectId: string) =>
    t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.subjectId, subjectId)));

  describe('tutorials and education videos', () => {
    it('creates, edits and deletes, each audited; the athlete panel reads athlete and both', async () => {
      const made: TTutorial[] = [];
      for (const [kind, audience, title] of [
        ['tutorial', 'athlete', 'How to create a seasonal badge'],
        ['tutorial', 'both', 'Selling licenses'],
        ['tutorial', 'others', 'For schools only'],
        ['education', 'both', 'Advancing education: NIL basics for student athletes'],
      ] as const) {
        const res = await call('POST', '/api/console/tutorials', {
          kind,
          audience,
          title,
          url: 'https://videos.example/watch?v=1',
        });
        expect(res.statusCode, res.body).toBe(201);
        made.push(res.json());
      }
      const [first] = made;
      expect((await auditOf('tutorial.create', first?.id ?? ''))[0]).toMatchObject({
        actorEmail: 'editor@example.com',
        after: { kind: 'tutorial', audience: 'athlete', title: 'How to create a seasonal badge' },
      });

      const panel = await call('GET', '/api/tutorials?kind=tutorial', undefined, athleteCookie);
      expect(panel.statusCode).toBe(200);
      expect(panel.json().items.map((i: { title: string }) => i.title)).toEqual([
        'How to create a seasonal badge',
        'Selling licenses',
      ]);
      const education = await call(
        'GET',
        '/api/tutorials?kind=education',
        undefined,
        athleteCookie,
      );
      expect(education.json().items).toHaveLength(1);

      const edited = await call('PUT', `/api/console/tutorials/${first?.id}`, {
        kind: 'tutorial',
        audience: 'others',
        title: 'Renamed',
        url: 'https://videos.example/2',
      });
      expect(edited.statusCode).toBe(200);
      expect((await auditOf('tutorial.update', first?.id ?? ''))[0]).toMatchObject({
        before: { title: 'How to create a seasonal badge', audience: 'athlete' },
        after: { title: 'Renamed', audience: 'others' },
      });
      const after = await call('GET', '/api/tutorials', undefined, athleteCookie);
      expect(after.json().items.map((i: { title: string }) => i.title)).toEqual([
        'Selling licenses',
      ]);

      expect((await call('DELETE', `/api/console/tutorials/${first?.id}`)).statusCode).toBe(200);
      expect((await auditOf('tutorial.delete', first?.id ?? ''))[0]?.before).toMatchObject({
        title: 'Renamed',
      });
      expect((await call('DELETE', `/api/console/tutorials/${first?.id}`)).statusCode).toBe(404);
      const list = await call('GET', '/api/console/tutorials?kind=tutorial&audience=both');
      expect(list.json().items.map((i: TTutorial) => i.title)).toEqual(['Selling licenses']);
    });

    it('refuses bad input with the catalogue messages and writes nothing', async () => {
      const res = await call('POST', '/api/console/tutorials', {
        kind: 'tutorial',
        audience: 'everyone',
        title: ' ',
        url: 'javascript:alert(1)',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({
        audience: 'Choose who it is for.',
        title: 'Enter a title.',
        url: 'Enter an address starting with https:// or http://.',
      });
      const missing = await call('PUT', `/api/console/tutorials/${crypto.randomUUID()}`, {
        kind: 'tutorial',
        audience: 'both',
        title: 'x',
        url: 'https://videos.example/3',
      });
      expect(missing.statusCode).toBe(404);
      // The policy guard answers it: no such record, no handler run.
      expect(missing.json().error.code).toBe('NOT_FOUND');
    });
  });

  describe('news posts', () => {
    it('stores the editor’s formatting, sanitized, and the public news shows it', async () => {
      const res = await call('POST', '/api/console/news', {
        title: 'Spring signing day',
        category: 'when',
        descriptionHtml:
          '<h2>Spring</h2><p>Join <strong>us</strong> <em>on</em> <a href="https://fhp.example">the day</a><script>alert(1)</script></p><ul><li>one</li></ul><img src=x onerror=alert(1)>',
      });
      expect(res.statusCode, res.body).toBe(201);
      const post = res.json() as TNewsPost;
      expect(post.descriptionHtml).toBe(
        '<h2>Spring</h2><p>Join <strong>us</strong> <em>on</em> <a href="https://fhp.example" target="_blank" rel="noopener noreferrer">the day</a></p><ul><li>one</li></ul>',
      );
      const audit = (await auditOf('news.create', post.id))[0];
      expect(audit?.after).toMatchObject({ title: 'Spring signing day', category: 'when' });
      expect(JSON.stringify(audit?.after)).not.toContain('<script');

      const pub = await t.app.inject({ method: 'GET', url: '/api/blogs?q=spring' });
      expect(pub.json().items[0]).toMatchObject({
        id: post.id,
        descriptionHtml: post.descriptionHtml,
      });

      const edited = await call('PUT', `/api/console/news/${post.id}`, {
        title: 'Spring signing day moved',
        category: 'when',
        descriptionHtml: '<p>Now in <u>May</u>.</p>',
      });
      expect(edited.statusCode).toBe(200);
      expect((await auditOf('news.update', post.id))[0]).toMatchObject({
        before: { title: 'Spring signing day' },
        after: { title: 'Spring signing day moved', descriptionHtml: '<p>Now in <u>May</u>.</p>' },
      });
      expect((await call('GET', '/api/console/news')).json().items[0].title).toBe(
        'Spring signing day moved',
      );
      expect((await call('DELETE', `/api/console/news/${post.id}`)).statusCode).toBe(200);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/blogs?q=spring' })).json().items,
      ).toEqual([]);
      expect((await call('DELETE', `/api/console/news/${post.id}`)).statusCode).toBe(404);
    });

    it('refuses a post that is nothing but removed markup, an unknown category, an athlete', async () => {
      const empty = await call('POST', '/api/console/news', {
        title: 'Empty',
        category: 'who',
        descriptionHtml: '<script>alert(1)</script><p> </p>',
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.fields.descriptionHtml).toBe('Write the post.');
      const category = await call('POST', '/api/console/news', {
        title: 'x',
        category: 'gossip',
        descriptionHtml: '<p>x</p>',
      });
      expect(category.json().error.fields.category).toBe('Choose a category from the list.');
      const athlete = await call(
        'POST',
        '/api/console/news',
        { title: 'x', category: 'who', descriptionHtml: '<p>x</p>' },
        athleteCookie,
      );
      expect(athlete.statusCode).toBe(403);
    });

    it('turns each of 50 script and HTML payloads into inert markup, on the way in and out', async () => {
      expect(XSS_PAYLOADS).toHaveLength(50);
      expect(new Set(XSS_PAYLOADS).size).toBe(50);
      for (const payload of XSS_PAYLOADS) {
        assertInert(sanitizePostHtml(`<p>Before</p>${payload}<p>After</p>`));
      }
      // Through the API: what is stored and what the public news sends.
      const res = await call('POST', '/api/console/news', {
        title: 'Payloads',
        category: 'what',
        descriptionHtml: XSS_PAYLOADS.map((p) => `<p>x</p>${p}`).join(''),
      });
      expect(res.statusCode, res.body).toBe(201);
      assertInert(res.json().descriptionHtml);
      const pub = await t.app.inject({ method: 'GET', url: '/api/blogs?q=payloads' });
      assertInert(pub.json().items[0].descriptionHtml);
    });
  });

  describe('deals', () => {
    it('creates, edits and deletes a deal, audited; the deals page lists it while active', async () => {
      const deal = {
        category: 'FB',
        status: 'active',
        media: 'image',
        imageUrl: 'https://cdn.example/pizza.png',
        videoUrl: '',
        website: 'https://pizza.example',
        description: 'Two slices for one',
      };
      const res = await call('POST', '/api/console/deals', deal);
      expect(res.statusCode, res.body).toBe(201);
      const { id } = res.json();
      expect((await auditOf('deal.create', id))[0]?.after).toMatchObject({
        description: 'Two slices for one',
        status: 'active',
      });
      const listed = await t.app.inject({ method: 'GET', url: '/api/deals?category=FB' });
      expect(listed.json().items.map((i: { id: string }) => i.id)).toContain(id);

      const paused = await call('PUT', `/api/console/deals/${id}`, { ...deal, status: 'inactive' });
      expect(paused.statusCode).toBe(200);
      expect((await auditOf('deal.update', id))[0]).toMatchObject({
        before: { status: 'active' },
        after: { status: 'inactive' },
      });
      const gone = await t.app.inject({ method: 'GET', url: '/api/deals?category=FB' });
      expect(gone.json().items.map((i: { id: string }) => i.id)).not.toContain(id);
      expect((await call('GET', '/api/console/deals?status=inactive')).json().items[0].id).toBe(id);

      expect((await call('DELETE', `/api/console/deals/${id}`)).statusCode).toBe(200);
      expect((await call('DELETE', `/api/console/deals/${id}`)).statusCode).toBe(404);
      expect(await auditOf('deal.delete', id)).toHaveLength(1);
    });

    it('refuses an image deal without its image and unsafe addresses', async () => {
      const res = await call('POST', '/api/console/deals', {
        category: 'XX',
        status: 'active',
        media: 'image',
        website: 'data:text/html,hi',
        description: '',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toMatchObject({
        category: 'Choose a category from the list.',
        website: 'Enter an address starting with https:// or http://.',
        description: 'Write a description.',
      });
      const noImage = await call('POST', '/api/console/deals', {
        category: 'FB',
        status: 'active',
        media: 'image',
        website: 'https://pizza.example',
        description: 'x',
      });
      expect(noImage.json().error.fields.imageUrl).toBe('An image ad needs its image address.');
    });
  });
});
