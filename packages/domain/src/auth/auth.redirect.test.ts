import { describe, expect, it } from 'vitest';
import { isAthletePanelPath, signInTarget } from './auth.redirect';

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
