import { accountAreaPath, SCHOOL_PATHS, schoolAreaTexts as t } from '@fhp/domain';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { ContentSkeleton } from '../../ui/content-skeleton';
import { ErrorState } from '../../ui/error-state';
import { OtherAreaNotice } from './lazy-other-area-notice';

/**
 * /school/* (but its sign-in) is for school administrators: signed out, the area's sign-in with
 * ?redirect= back here; another role is told whose area this is. The server refuses every
 * school-area API route to them as well; this only spares them a screen of errors.
 */
export function RequireSchoolAdmin() {
  const { status, user, error, refresh, signedOutByUser } = useSession();
  const location = useLocation();

  if (status === 'loading') return <ContentSkeleton withTitle rows={6} />;
  if (status === 'error') {
    return <ErrorState message={error?.message} onRetry={() => void refresh()} />;
  }
  if (status === 'signed-out' || !user) {
    if (signedOutByUser) return <Navigate to={SCHOOL_PATHS.login} replace />;
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`${SCHOOL_PATHS.login}?redirect=${redirect}`} replace />;
  }
  if (user.role !== 'school-admin') {
    return (
      <OtherAreaNotice
        title={t.otherAreaTitle}
        text={t.otherAreaText(user.name)}
        to={accountAreaPath(user.role)}
        action={t.goToOwnArea}
      />
    );
  }
  return <Outlet />;
}
