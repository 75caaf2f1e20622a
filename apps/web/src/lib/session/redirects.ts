import { safeRedirectPath } from '@fhp/domain';

/** The spec: a signed-in visitor of /auth/* goes to the profile... */
const DEFAULT_SIGNED_IN_PATH = '/admin/profile';
/** ...except on the login page, which sends a signed-in athlete to the panel's default page. */
export const DEFAULT_AFTER_LOGIN_PATH = '/admin/index';

/**
 * Where a signed-in visitor of `pathname` goes: the ?redirect= value when it is a same-site
 * path (an absolute or protocol-relative URL is ignored), else the page's default.
 */
export function signedInTarget(pathname: string, redirect: string | null): string {
  const fallback = /^\/auth\/login\/?$/i.test(pathname)
    ? DEFAULT_AFTER_LOGIN_PATH
    : DEFAULT_SIGNED_IN_PATH;
  return safeRedirectPath(redirect) ?? fallback;
}
