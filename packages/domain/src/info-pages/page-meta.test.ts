import { describe, expect, it } from 'vitest';
import { INFO_PAGES } from './info-pages.content';
import { publicPageMeta } from './page-meta';

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
