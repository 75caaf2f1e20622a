import { CONSOLE_PATHS } from '../console/console.menu';
import { FAN_PATHS } from '../fans/fans.texts';
import { SCHOOL_PATHS } from '../school-area/school-area.texts';
import type { TRole } from '../users/users.schemas';

/** Same-site path for `?redirect=`: an absolute or protocol-relative URL is ignored. */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\u0000-\u001f]/.test(value)) return null;
  return value;
}

/** The spec: a signed-in visitor of /auth/* goes to the profile... */
const DEFAULT_SIGNED_IN_PATH = '/admin/profile';
/** ...except on the login page, which sends a signed-in athlete to the panel's default page. */
export const DEFAULT_AFTER_LOGIN_PATH = '/admin/index';

/**
 * A signed-in account's own area, which the public pages' header links to beside the name: the
 * fan area for a fan, the console for an operator, the school area for a school administrator,
 * the panel for an athlete.
 */
export function accountAreaPath(role: TRole): string {
  if (role === 'fan') return FAN_PATHS.home;
  if (role === 'admin') return CONSOLE_PATHS.inbox;
  if (role === 'school-admin') return SCHOOL_PATHS.home;
  return DEFAULT_AFTER_LOGIN_PATH;
}

/** The fan area's pages for a signed-out visitor: a signed-in fan is sent on. */
const FAN_SIGNED_OUT_PATHS: readonly string[] = [
  FAN_PATHS.login,
  FAN_PATHS.signUp,
  FAN_PATHS.forgotPassword,
  FAN_PATHS.resetPassword,
];
const pathKey = (pathname: string) => pathname.toLowerCase().replace(/\/+$/, '');

/** The pages only a signed-out visitor sees (/auth/*, the fan sign-in pages). */
export function isSignedOutOnlyPath(pathname: string): boolean {
  return /^\/auth(\/|$)/i.test(pathname) || FAN_SIGNED_OUT_PATHS.includes(pathKey(pathname));
}

/**
 * Where a signed-in visitor of a signed-out page goes, or null when the page is theirs to see.
 * Any signed-in account on /auth/* goes on (signedInTarget); on the fan sign-in pages only a fan
 * does, to ?redirect= or the fan area (the directory from sign-up): an athlete may sign in as a
 * fan on purpose. The server answers the page's request with it; the web app's guards agree.
 */
export function signedInRedirect(
  pathname: string,
  redirect: string | null,
  role: TRole,
): string | null {
  if (/^\/auth(\/|$)/i.test(pathname)) return signedInTarget(pathname, redirect);
  if (!FAN_SIGNED_OUT_PATHS.includes(pathKey(pathname)) || role !== 'fan') return null;
  const fallback = pathKey(pathname) === FAN_PATHS.signUp ? FAN_PATHS.findAthletes : FAN_PATHS.home;
  return safeRedirectPath(redirect) ?? fallback;
}

/**
 * Where a signed-in visitor of `pathname` goes: the ?redirect= value when it is a same-site
 * path (an absolute or protocol-relative URL is ignored), else the page's default. The server
 * answers a signed-in request for an /auth page with it, and the web app's guard navigates to it.
 */
export function signedInTarget(pathname: string, redirect: string | null): string {
  const fallback = /^\/auth\/login\/?$/i.test(pathname)
    ? DEFAULT_AFTER_LOGIN_PATH
    : DEFAULT_SIGNED_IN_PATH;
  return safeRedirectPath(redirect) ?? fallback;
}

/** The athlete panel's pages (/admin/*): only a signed-in athlete sees them. */
export function isAthletePanelPath(pathname: string): boolean {
  return /^\/admin(\/|$)/i.test(pathname);
}

/**
 * Where a signed-out visitor of a panel page goes: the sign-in, coming back after (?redirect=,
 * the page's path and query as the browser has them). The web app's guard navigates there, and
 * the server answers a request for a panel page that carries no session cookie with it, before
 * the page's early API reads could answer 401 (decision 0035).
 */
export function signInTarget(pathAndQuery: string): string {
  return `/auth/login?redirect=${encodeURIComponent(pathAndQuery)}`;
}
