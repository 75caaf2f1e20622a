import { accountAreaPath, type TRole } from '@fhp/domain';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { ContentSkeleton } from '../../ui/content-skeleton';
import { ErrorState } from '../../ui/error-state';
import { OtherAreaNotice } from './lazy-other-area-notice';

/**
 * An area of one role (the console, the school area) but its sign-in: signed out, the area's
 * sign-in with ?redirect= back here; another role is told whose area this is. The server
 * refuses the area's API routes to them as well; this only spares them a screen of errors.
 */
export function RequireAreaRole({
  areaRole,
  loginPath,
  texts,
}: {
  areaRole: TRole;
  loginPath: string;
  texts: { otherAreaTitle: string; otherAreaText: (name: string) => string; goToOwnArea: string };
}) {
  const { status, user, error, refresh, signedOutByUser } = useSession();
  const location = useLocation();

  if (status === 'loading') return <ContentSkeleton withTitle rows={6} />;
  if (status === 'error') {
    return <ErrorState message={error?.message} onRetry={() => void refresh()} />;
  }
  if (status === 'signed-out' || !user) {
    if (signedOutByUser) return <Navigate to={loginPath} replace />;
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`${loginPath}?redirect=${redirect}`} replace />;
  }
  if (user.role !== areaRole) {
    return (
      <OtherAreaNotice
        title={texts.otherAreaTitle}
        text={texts.otherAreaText(user.name)}
        to={accountAreaPath(user.role)}
        action={texts.goToOwnArea}
      />
    );
  }
  return <Outlet />;
}
