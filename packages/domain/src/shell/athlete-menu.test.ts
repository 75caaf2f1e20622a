import { describe, expect, it } from 'vitest';
import { ATHLETE_MENU, activeMenuPath, athleteRouteTitle, PANEL_BRAND_TITLE } from './athlete-menu';

describe('athlete panel titles', () => {
  it('lists the 32 menu entries of the spec, Statements and Group Chats, index first among the checks', () => {
    expect(ATHLETE_MENU).toHaveLength(34);
    expect(ATHLETE_MENU[0].path).toBe('/admin/happy-to-help');
    expect(ATHLETE_MENU[3]).toEqual({ path: '/admin/index', title: 'Check School IP' });
  });

  it('names the route that matches the path', () => {
    expect(athleteRouteTitle('/admin/profile')).toBe('Profile');
    expect(athleteRouteTitle('/admin/profile/')).toBe('Profile');
    expect(athleteRouteTitle('/admin/preview')).toBe('Seasonals Sales');
    expect(athleteRouteTitle('/admin/Ambassador4Brand&Unkle501')).toBe(
      'Ambassador4Brand & Unkle501',
    );
  });

  it('prefers the most specific route', () => {
    expect(athleteRouteTitle('/admin/index/withdraw-money')).toBe('Withdraw Money');
    expect(athleteRouteTitle('/admin/resolution-detail/42')).toBe('Resolution Detail');
  });

  it("highlights the menu entry a page belongs to: Withdraw Money is the Wallet's", () => {
    expect(activeMenuPath('/admin/wallet')).toBe('/admin/wallet');
    expect(activeMenuPath('/admin/index')).toBe('/admin/index');
    expect(activeMenuPath('/admin/index/withdraw-money')).toBe('/admin/wallet');
    expect(activeMenuPath('/admin/index/withdraw-money/')).toBe('/admin/wallet');
    expect(activeMenuPath('/admin/improve-chances-to-sell-licenses')).toBe(
      '/admin/Improve-Chances-To-Sell-Licenses',
    );
    expect(activeMenuPath('/admin/notifications')).toBeNull();
    expect(activeMenuPath('/admin/unknown')).toBeNull();
  });

  it('falls back to the brand text', () => {
    expect(athleteRouteTitle('/admin/unknown')).toBe(PANEL_BRAND_TITLE);
  });
});
