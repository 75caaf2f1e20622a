import { signedInRedirect } from '@fhp/domain';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { useSession } from '../../lib/session';

/**
 * /fan/login, sign-up and the password pages: a signed-in fan goes on to ?redirect= (same-site
 * only), else the fan area (the directory from sign-up). Anyone else sees the page: it works signed out, and an athlete may
 * sign in as a fan on purpose.
 */
export function RequireFanSignedOut() {
  const { user } = useSession({ canWaitForInteraction: true });
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  // A new fan has nothing in the fan area yet: sign-up leads on to the directory (the page
  // also navigates there; whichever runs first, both agree). The server answers a signed-in
  // fan's request for these pages with the same rule.
  const target = user ? signedInRedirect(pathname, params.get('redirect'), user.role) : null;
  if (target) return <Navigate to={target} replace />;
  return <Outlet />;
}
