import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { useSession } from '../../lib/session';
import { signedInTarget } from '../../lib/session/redirects';

/**
 * /auth/* is for signed-out visitors; a signed-in one goes to ?redirect= or the default. The
 * pre-rendered sign-in form may wait for the visitor's first interaction to ask (decision 0027):
 * until then it is the form a signed-out visitor needs, and a signed-in one is sent on as soon
 * as they touch it.
 */
export function RequireSignedOut() {
  const { status } = useSession({ canWaitForInteraction: true });
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  if (status === 'signed-in') {
    return <Navigate to={signedInTarget(pathname, params.get('redirect'))} replace />;
  }
  // While /api/me loads (or failed) the auth pages still render: they work signed out.
  return <Outlet />;
}
