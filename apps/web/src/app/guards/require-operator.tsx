import { accountAreaPath, CONSOLE_PATHS, consoleMessages as t } from '@fhp/domain';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { ContentSkeleton } from '../../ui/content-skeleton';
import { ErrorState } from '../../ui/error-state';
import { OtherAreaNotice } from './lazy-other-area-notice';

/**
 * /console/* (but its sign-in) is for operators: signed out, the console's sign-in with
 * ?redirect= back here; another role is told whose area this is. The server refuses every
 * console API route to them as well; this only spares them a screen of errors.
 */
export function RequireOperator() {
  const { status, user, error, refresh, signedOutByUser } = useSession();
  const location = useLocation();

  if (status === 'loading') return <ContentSkeleton withTitle rows={6} />;
  if (status === 'error') {
    return <ErrorState message={error?.message} onRetry={() => void refresh()} />;
  }
  if (status === 'signed-out' || !user) {
    if (signedOutByUser) return <Navigate to={CONSOLE_PATHS.login} replace />;
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`${CONSOLE_PATHS.login}?redirect=${redirect}`} replace />;
  }
  if (user.role !== 'admin') {
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
