/**
 * The operators' console (/console/*): its menu, in the order operators work through it, and
 * the top bar's title on each route. Only accounts of role admin enter it.
 */
export const CONSOLE_PATHS = {
  home: '/console',
  login: '/console/login',
  inbox: '/console/inbox',
  resolutions: '/console/resolutions',
  requests: '/console/requests',
  schools: '/console/schools',
  users: '/console/users',
  contests: '/console/contests',
  money: '/console/money',
  content: '/console/content',
  moderation: '/console/moderation',
  settings: '/console/settings',
  audit: '/console/audit',
} as const;

export const CONSOLE_MENU = [
  { path: CONSOLE_PATHS.inbox, title: 'Inbox' },
  { path: CONSOLE_PATHS.resolutions, title: 'Resolutions' },
  { path: CONSOLE_PATHS.requests, title: 'Requests' },
  { path: CONSOLE_PATHS.schools, title: 'Schools' },
  { path: CONSOLE_PATHS.users, title: 'Users' },
  { path: CONSOLE_PATHS.contests, title: 'Contests' },
  { path: CONSOLE_PATHS.money, title: 'Money' },
  { path: CONSOLE_PATHS.content, title: 'Content' },
  { path: CONSOLE_PATHS.moderation, title: 'Moderation' },
  { path: CONSOLE_PATHS.settings, title: 'Site settings' },
  { path: CONSOLE_PATHS.audit, title: 'Audit log' },
] as const;

export type TConsoleMenuEntry = (typeof CONSOLE_MENU)[number];

export const CONSOLE_BRAND_TITLE = 'FHP Console';

/** The menu entry a path belongs to (its own page or one under it), if any. */
export function consoleMenuEntry(pathname: string): TConsoleMenuEntry | undefined {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return CONSOLE_MENU.find((entry) => path === entry.path || path.startsWith(`${entry.path}/`));
}

/** The top bar's title for a console path. */
export function consoleRouteTitle(pathname: string): string {
  return consoleMenuEntry(pathname)?.title ?? CONSOLE_BRAND_TITLE;
}

/** The console's pages: only an operator sees them (the sign-in page excepted). */
export function isConsolePath(pathname: string): boolean {
  return /^\/console(\/|$)/i.test(pathname);
}
