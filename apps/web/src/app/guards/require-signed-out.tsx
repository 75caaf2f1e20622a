import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { useSession } from '../../lib/session';
import { signedInTarget } from '../../lib/session/redirects';

/** /auth/* is for signed-out visitors; a signed-in one goes to ?redirect= or the default. */
export function RequireSignedOut() {
  const { status } = useSession();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  if (status === 'signed-in') {
    return <Navigate to={signedInTarget(pathname, params.get('redirect'))} replace />;
  }
  // While /api/me loads (or failed) the auth pages still render: they work signed out.
  return <Outlet />;
}
