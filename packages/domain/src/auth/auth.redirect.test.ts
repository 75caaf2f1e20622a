import { describe, expect, it } from 'vitest';
import {
  isAthletePanelPath,
  safeRedirectPath,
  signedInRedirect,
  signInTarget,
} from './auth.redirect';

describe('a signed-out visitor of the athlete panel', () => {
  it('knows the panel pages, whatever the case', () => {
    for (const path of ['/admin', '/admin/', '/admin/notifications', '/Admin/index/withdraw-money'])
      expect(isAthletePanelPath(path), path).toBe(true);
    for (const path of ['/', '/administrators', '/auth/login', '/fan/admin', '/home'])
      expect(isAthletePanelPath(path), path).toBe(false);
  });

  it('is sent to sign in and brought back to the page and its query', () => {
    expect(signInTarget('/admin/notifications?tab=read')).toBe(
      '/auth/login?redirect=%2Fadmin%2Fnotifications%3Ftab%3Dread',
    );
  });
});

describe('?redirect= stays on this site', () => {
  it('refuses other sites, schemes and the tricks browsers read as another host', () => {
    for (const value of [
      '//evil.com',
      '//evil.com/athletes/1001',
      'https://evil.com',
      'http://evil.com/fan/login',
      '/\\evil.com',
      '/\\/evil.com',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' /athletes/1001',
      '/\t/evil.com',
      '/\n/evil.com',
      'evil.com',
      '',
      null,
      undefined,
    ])
      expect(safeRedirectPath(value), String(value)).toBeNull();
  });

  it('keeps a path of this site with its query, as the athlete page intent needs', () => {
    const path = '/athletes/1001?buy=endorsement&amount=1500';
    expect(safeRedirectPath(path)).toBe(path);
  });

  it('sends a signed-in fan on from the sign-up and sign-in only to a safe path', () => {
    const back = '/athletes/1001?buy=sport_badge';
    expect(signedInRedirect('/fan/sign-up', back, 'fan')).toBe(back);
    expect(signedInRedirect('/fan/login', back, 'fan')).toBe(back);
    for (const evil of ['//evil.com', 'https://evil.com', '/\\evil.com', 'javascript:alert(1)']) {
      expect(signedInRedirect('/fan/sign-up', evil, 'fan')).toBe('/athletes');
      expect(signedInRedirect('/fan/login', evil, 'fan')).toBe('/fan/purchases');
      expect(signedInRedirect('/auth/login', evil, 'athlete')).toBe('/admin/index');
    }
  });
});
