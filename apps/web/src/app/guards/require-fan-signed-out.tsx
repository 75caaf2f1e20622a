import { FAN_PATHS, safeRedirectPath } from '@fhp/domain';
import { Navigate, Outlet, useSearchParams } from 'react-router';
import { useSession } from '../../lib/session';

/**
 * /fan/login, sign-up and the password pages: a signed-in fan goes on to ?redirect= (same-site
 * only) or the fan area. Anyone else sees the page: it works signed out, and an athlete may
 * sign in as a fan on purpose.
 */
export function RequireFanSignedOut() {
  const { user } = useSession({ canWaitForInteraction: true });
  const [params] = useSearchParams();
  if (user?.role === 'fan') {
    return <Navigate to={safeRedirectPath(params.get('redirect')) ?? FAN_PATHS.home} replace />;
  }
  return <Outlet />;
}
