import { describe, expect, it } from 'vitest';
import { INFO_PAGE_ROUTES } from '../info-pages/info-pages.routes';
import { DEFAULT_SITE_LINKS, isSitePath, mergeSiteSettings, ZSiteSettings } from './index';

describe('default site links', () => {
  it('point to no placeholder host: each is a same-site path or a real address', () => {
    for (const [key, href] of Object.entries(DEFAULT_SITE_LINKS)) {
      if (isSitePath(href)) continue;
      const host = /^https:\/\/([^/:?#]+)/.exec(href)?.[1] ?? '';
      expect(host, key).not.toBe('');
      expect(host, key).not.toMatch(/(^|\.)(example|test|invalid|localhost)$|(^|\.)example\./);
      expect(host, key).not.toContain('fhp.');
    }
  });

  it('send the sign-ups and sites to the product pages that exist', () => {
    expect(DEFAULT_SITE_LINKS.fanSignUp).toBe('/fan/sign-up');
    expect(DEFAULT_SITE_LINKS.athleteSignUp).toBe('/auth/register');
    expect(DEFAULT_SITE_LINKS.chatSite).toBe(INFO_PAGE_ROUTES.oneOnOneChat.path);
    expect(DEFAULT_SITE_LINKS.endorsementVideo).toBe(INFO_PAGE_ROUTES.endorsement.path);
  });

  it('pass the response schema, as does an operator URL over a path default', () => {
    const merged = mergeSiteSettings({ links: { fanSignUp: 'https://fans.example.org/join' } });
    expect(merged.links.fanSignUp).toBe('https://fans.example.org/join');
    expect(ZSiteSettings.safeParse(merged).success).toBe(true);
    expect(ZSiteSettings.safeParse({ ...merged, links: { x: '//evil.org' } }).success).toBe(false);
    expect(mergeSiteSettings({ links: { fanSignUp: '//evil.org' } }).links.fanSignUp).toBe(
      '/fan/sign-up',
    );
  });
});
