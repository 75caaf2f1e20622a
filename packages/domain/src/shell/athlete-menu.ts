/**
 * The athlete panel's side menu, in the spec's order (part 1, section 2), with Group Chats after
 * Fan Call Requests (issue 36). `title` is also the
 * top bar's title on that route. Paths are under /admin.
 */
export const ATHLETE_MENU = [
  { path: '/admin/happy-to-help', title: 'Happy To Help' },
  { path: '/admin/tutorials', title: 'Tutorials' },
  { path: '/admin/athlete-contest', title: 'Athlete Contest' },
  { path: '/admin/index', title: 'Check School IP' },
  { path: '/admin/add-mementos', title: 'Add Mementos' },
  { path: '/admin/seasonal-badges', title: 'Seasonal Badges' },
  { path: '/admin/talking-badges', title: 'Talking Badges' },
  { path: '/admin/sports-community-badge', title: 'Sports Community Badge' },
  { path: '/admin/Improve-Chances-To-Sell-Licenses', title: 'Improve Chances To Sell Licenses' },
  { path: '/admin/Ambassador4Brand&Unkle501', title: 'Ambassador4Brand & Unkle501' },
  { path: '/admin/fans-request', title: 'Fan Call Requests' },
  // Not in the spec's menu: group chats sold in the product (issue 36, decision 0074).
  { path: '/admin/group-chats', title: 'Group Chats' },
  { path: '/admin/profile', title: 'Profile' },
  { path: '/admin/how-you-succeed', title: 'How You Succeed' },
  { path: '/admin/athlete-post-this-ad', title: 'Athlete Post This Ad' },
  { path: '/admin/scroll-sign', title: 'Scroll Sign' },
  { path: '/admin/shared-responsibility', title: 'Shared Responsibility' },
  { path: '/admin/cards', title: 'Cards' },
  { path: '/admin/wallet', title: 'Wallet' },
  // Beyond the spec (issue 36): the year's earnings statement, next to the wallet it reads.
  { path: '/admin/statements', title: 'Statements' },
  { path: '/admin/change-password', title: 'Change Password' },
  { path: '/admin/raise-issue', title: 'Raise an Issue' },
  { path: '/admin/requested-cities', title: 'Requested Cities' },
  { path: '/admin/requested-sports', title: 'Requested Sports' },
  { path: '/admin/preview', title: 'Seasonals Sales' },
  { path: '/admin/resolution-center', title: 'Resolution Center' },
  { path: '/admin/videos-tutorials', title: 'Videos Tutorials' },
  { path: '/admin/intellectual-property', title: 'Intellectual Property' },
  { path: '/admin/athlete-page-list', title: 'Athlete Page List' },
  { path: '/admin/add-blogs', title: 'Add Blogs' },
  { path: '/admin/pizza-money', title: 'Pizza Money' },
  { path: '/admin/manager-helper', title: 'Manager Helper' },
  { path: '/admin/search-manager', title: 'Search Manager' },
  { path: '/admin/brand-ambassador', title: 'Brand Ambassador' },
] as const;

/** Panel routes that are not menu entries but still have a title. */
export const ATHLETE_HIDDEN_ROUTES = [
  { path: '/admin/notifications', title: 'Notifications' },
  { path: '/admin/CollectiveAlums&Match4Future', title: 'Collective Alums & Match4Future' },
  { path: '/admin/resolution-detail', title: 'Resolution Detail' },
  // Reached from the Wallet: its menu entry is the one highlighted there (activeMenuPath).
  { path: '/admin/index/withdraw-money', title: 'Withdraw Money', menuPath: '/admin/wallet' },
] as const;

/** The top bar's text when no route matches. */
/**
 * The profile's payout e-mail row, by its anchor: the withdraw form links there. Kept with the
 * shell's paths, which every panel page loads already, so linking adds no shared module.
 */
export const PAYOUT_EMAIL_ROW_ID = 'payout-email';
export const PAYOUT_EMAIL_ROW_PATH = `/admin/profile#${PAYOUT_EMAIL_ROW_ID}`;

export const PANEL_BRAND_TITLE = 'FHP Athlete Panel';

/** Title for the current path: the longest matching route wins (withdraw-money over index). */
export function athleteRouteTitle(pathname: string): string {
  const path = decodeURI(pathname).replace(/\/+$/, '');
  const routes = [...ATHLETE_MENU, ...ATHLETE_HIDDEN_ROUTES].sort(
    (a, b) => b.path.length - a.path.length,
  );
  const match = routes.find((r) => path === r.path || path.startsWith(`${r.path}/`));
  return match?.title ?? PANEL_BRAND_TITLE;
}

export const shellPanelMessages = {
  chatRateBanner: 'You need to set chat rate per minute on your profile section',
  termsLink: 'Terms & Conditions',
  noNewNotification: 'no new notification',
  notifications: 'Notifications',
  menu: 'Menu',
  logout: 'Logout',
  notAvailableYet: 'This part of the panel is not available yet.',
} as const;

/**
 * The menu entry to highlight on a path: the most specific route that matches it (the path
 * itself or a page below it, case-insensitive like the router), if that is a menu entry; a
 * hidden route names the entry it is reached from, or none. Withdraw Money lives under
 * /admin/index's path but is the Wallet's, not Check School IP's.
 */
export function activeMenuPath(pathname: string): string | null {
  const path = decodeURI(pathname).replace(/\/+$/, '').toLowerCase();
  const routes: readonly { path: string; menuPath?: string }[] = [
    ...ATHLETE_MENU,
    ...ATHLETE_HIDDEN_ROUTES,
  ];
  let best: { path: string; menuPath?: string } | undefined;
  for (const route of routes) {
    const candidate = route.path.toLowerCase();
    const matches = path === candidate || path.startsWith(`${candidate}/`);
    if (matches && (!best || candidate.length > best.path.length)) best = route;
  }
  if (!best) return null;
  if (best.menuPath) return best.menuPath;
  const entry = best.path;
  return ATHLETE_MENU.some((e) => e.path === entry) ? entry : null;
}
