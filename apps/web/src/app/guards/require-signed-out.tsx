import { Navigate, Outlet, useSearchParams } from 'react-router';
import { useSession } from '../../features/session';

const DEFAULT_SIGNED_IN_PATH = '/admin/profile';

/** Only same-site paths are honoured, so ?redirect= cannot send users to another site. */
export function safeRedirect(value: string | null): string {
  if (value?.startsWith('/') && !value.startsWith('//')) return value;
  return DEFAULT_SIGNED_IN_PATH;
}

/** /auth/* is for signed-out visitors; a signed-in one goes to ?redirect= or the profile. */
export function RequireSignedOut() {
  const { status } = useSession();
  const [params] = useSearchParams();
  if (status === 'signed-in') return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  // While /api/me loads (or failed) the auth pages still render: they work signed out.
  return <Outlet />;
}
