import { describe, expect, it } from 'vitest';
import { INFO_PAGES } from './info-pages.content';
import {
  athletePageMeta,
  athletePageNumber,
  PUBLIC_PAGE_META,
  PUBLIC_PAGE_PATHS,
  publicPageMeta,
} from './page-meta';

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

describe('athlete page meta', () => {
  it('reads the athlete ID of /athletes/<number> only', () => {
    expect(athletePageNumber('/athletes/1001')).toBe(1001);
    expect(athletePageNumber('/Athletes/1001/')).toBe(1001);
    for (const path of [
      '/athletes',
      '/athletes/',
      '/athletes/abc',
      '/athletes/0',
      '/athletes/-3',
      '/athletes/1001/x',
      '/athletes/99999999999',
      '/athletes/3000000000',
      '/x/athletes/1001',
    ]) {
      expect(athletePageNumber(path)).toBeUndefined();
    }
  });

  it('names the athlete, with sport and school when known', () => {
    const maya = { firstName: 'Maya', lastName: 'Rivers' };
    const full = athletePageMeta({ ...maya, sport: 'Soccer', schoolName: 'Miami Dade College' });
    expect(full.title).toBe('Maya Rivers');
    expect(full.description).toMatch(/^Maya Rivers, Soccer at Miami Dade College\. Support Maya/);
    const bare = athletePageMeta({ ...maya, sport: null, schoolName: null });
    expect(bare.description).toMatch(/^Support Maya Rivers on FHP/);
  });

  it('describes a shared athlete link with their bio, sport and photo', () => {
    const meta = athletePageMeta({
      firstName: 'Maya',
      lastName: 'Rivers',
      sport: 'Soccer',
      schoolName: 'Miami Dade College',
      bio: `  Striker.\n\nTwo-time  state champion. ${'x'.repeat(300)}`,
      photoUrl: 'https://fhp.test/api/files/1',
      pageUrl: 'https://fhp.test/athletes/1001',
    });
    expect(meta.description).toMatch(/^Striker\. Two-time state champion\. x+…$/);
    expect(meta.description).toHaveLength(200);
    expect(meta.share).toEqual({
      title: 'Maya Rivers · Soccer',
      type: 'profile',
      image: 'https://fhp.test/api/files/1',
      url: 'https://fhp.test/athletes/1001',
    });
    const bare = athletePageMeta({
      firstName: 'Maya',
      lastName: 'Rivers',
      sport: null,
      schoolName: null,
      bio: ' ',
    });
    expect(bare.description).toMatch(/^Support Maya Rivers/);
    expect(bare.share).toEqual({ title: 'Maya Rivers', type: 'profile' });
  });
});
