import type { TBlogPost } from '@fhp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

type Post = typeof blogPosts.$inferInsert;

describe('public news (admin blog posts)', () => {
  let t: TestApp;
  const list = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/blogs${query}` });
    expect(res.statusCode).toBe(200);
    return res.json() as { items: TBlogPost[]; nextCursor: string | null };
  };
  const titles = async (query = '') => (await list(query)).items.map((p) => p.title);

  beforeAll(async () => {
    t = await createTestApp();
    const post = (
      title: string,
      category: string,
      at: string,
      extra: Partial<Post> = {},
    ): Post => ({
      type: 'admin',
      title,
      category,
      descriptionHtml: `<p>${title}</p>`,
      createdAt: new Date(at),
      ...extra,
    });
    await t.services.db
      .insert(blogPosts)
      .values([
        post('Who Is Joining FHP', 'who', '2022-03-01T12:00:00Z'),
        post('What Is New In Badges', 'what', '2024-05-01T12:00:00Z'),
        post('When The Season Starts', 'when', '2024-08-01T12:00:00Z'),
        post('50% off: where_to buy', 'where', '2025-01-02T12:00:00Z'),
        post('Why We Built FHP', 'why', '2025-02-01T12:00:00Z'),
        post('How Talking Badges Work', 'how', '2025-03-01T12:00:00Z'),
        post('Odds and ends', 'miscellaneous', '2023-12-31T23:59:59Z'),
        post('An athlete blog about badges', 'what', '2025-04-01T12:00:00Z', { type: 'athlete' }),
      ]);
  });
  afterAll(() => t.close());

  it('lists admin posts only, newest first, 5 a page with a cursor', async () => {
    const first = await list();
    expect(first.items.map((p) => p.title)).toEqual([
      'How Talking Badges Work',
      'Why We Built FHP',
      '50% off: where_to buy',
      'When The Season Starts',
      'What Is New In Badges',
    ]);
    expect(first.nextCursor).toBeTruthy();
    const second = await list(`?cursor=${first.nextCursor}`);
    expect(second.items.map((p) => p.title)).toEqual(['Odds and ends', 'Who Is Joining FHP']);
    expect(second.nextCursor).toBeNull();
  });

  it('searches titles ignoring case, with % and _ taken literally', async () => {
    expect(await titles('?q=BADGES')).toEqual(['How Talking Badges Work', 'What Is New In Badges']);
    expect(await titles('?q=%25')).toEqual(['50% off: where_to buy']);
    expect(await titles('?q=g_b')).toEqual([]);
    expect(await titles('?q=where_')).toEqual(['50% off: where_to buy']);
    expect(await titles('?q=%20%20')).toHaveLength(5);
  });

  it('filters by category and by year, together with the title', async () => {
    expect(await titles('?category=what')).toEqual(['What Is New In Badges']);
    expect(await titles('?year=2024')).toEqual(['When The Season Starts', 'What Is New In Badges']);
    expect(await titles('?year=2023')).toEqual(['Odds and ends']);
    expect(await titles('?year=2025&category=why')).toEqual(['Why We Built FHP']);
    expect(await titles('?year=2025&q=how')).toEqual(['How Talking Badges Work']);
    expect(await titles('?year=2022&category=how')).toEqual([]);
    expect(await titles('?category=&year=')).toHaveLength(5);
  });

  it('sends the HTML sanitized: formatting and links stay, scripts and handlers go', async () => {
    await t.services.db.insert(blogPosts).values({
      type: 'admin',
      title: 'Markup test',
      category: 'how',
      descriptionHtml:
        '<p onclick="x()">Hello &amp; <b>welcome</b></p><script>alert(1)</script><img src=x onerror="alert(2)"><ul><li>One</li></ul><a href="javascript:alert(3)">bad</a><a href="https://fhp.example/a">good</a><iframe src="https://evil.example"></iframe>',
      createdAt: new Date('2021-01-01T00:00:00Z'),
    });
    const [post] = (await list('?q=markup')).items;
    expect(post?.descriptionHtml).toBe(
      '<p>Hello &amp; <b>welcome</b></p><ul><li>One</li></ul><a target="_blank" rel="noopener noreferrer">bad</a><a href="https://fhp.example/a" target="_blank" rel="noopener noreferrer">good</a>',
    );
  });

  it('refuses an unknown category or year with the message', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/blogs?category=gossip' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Please choose a category from the list');
    const year = await t.app.inject({ method: 'GET', url: '/api/blogs?year=20x5' });
    expect(year.statusCode).toBe(400);
    expect(year.json().error.message).toBe('Please choose a year from the list');
  });

  it('offers the spec years plus the years that have posts, newest first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/blogs/years' });
    expect(res.json().years).toEqual([2025, 2024, 2023, 2022, 2021]);
  });
});
