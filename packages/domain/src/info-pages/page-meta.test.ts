import { describe, expect, it } from 'vitest';
import { INFO_PAGES } from './info-pages.content';
import { PUBLIC_PAGE_META, PUBLIC_PAGE_PATHS, publicPageMeta } from './page-meta';

describe('public page meta', () => {
  it('has a title and description for every info page, matched case-insensitively', () => {
    for (const page of Object.values(INFO_PAGES)) {
      expect(publicPageMeta(page.path)).toEqual({
        title: page.title,
        description: page.description,
      });
    }
    expect(publicPageMeta('/momentos')?.title).toBe('Mementos');
  });

  it('answers prefix routes below their path and ignores a trailing slash', () => {
    expect(publicPageMeta('/pizza-money/athlete/7')?.title).toBe('Pizza Money');
    expect(publicPageMeta('/home/')?.title).toBe('Home');
  });

  it('knows nothing of panel or unknown routes', () => {
    expect(publicPageMeta('/admin/profile')).toBeUndefined();
    expect(publicPageMeta('/overviewx')).toBeUndefined();
  });
});

describe('public page paths', () => {
  it('lists every page with meta once, in its canonical case', () => {
    expect(PUBLIC_PAGE_PATHS).toContain('/Momentos');
    expect(PUBLIC_PAGE_PATHS).toContain('/1on1Chat');
    expect(new Set(PUBLIC_PAGE_PATHS).size).toBe(PUBLIC_PAGE_PATHS.length);
    expect(PUBLIC_PAGE_PATHS.map((p) => p.toLowerCase()).sort()).toEqual(
      Object.keys(PUBLIC_PAGE_META).sort(),
    );
    for (const path of PUBLIC_PAGE_PATHS) expect(publicPageMeta(path)).toBeDefined();
  });
});
