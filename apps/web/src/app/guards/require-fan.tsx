import { FAN_PATHS, type TRole, fansTexts as t } from '@fhp/domain';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { DEFAULT_AFTER_LOGIN_PATH } from '../../lib/session/redirects';
import { ErrorState } from '../../ui/error-state';
import { FanLayoutSkeleton } from '../layouts/fan-layout-skeleton';
import { OtherAreaNotice } from './lazy-other-area-notice';

/** Where each other role's own area starts (fans never see this). */
function ownAreaPath(role: TRole): string {
  return role === 'athlete' ? DEFAULT_AFTER_LOGIN_PATH : '/home';
}

/**
 * /fan/* (but sign-in and sign-up) is for signed-in fans: while /api/me answers, the fan
 * area's frame; signed out, the fan sign-in with ?redirect= back here.
 */
export function RequireFan() {
  const { status, user, error, refresh, signedOutByUser } = useSession();
  const location = useLocation();

  if (status === 'loading') return <FanLayoutSkeleton />;
  if (status === 'error') {
    return <ErrorState message={error?.message} onRetry={() => void refresh()} />;
  }
  if (status === 'signed-out' || !user) {
    // After Sign out the next visitor should not land on the page the last one left.
    if (signedOutByUser) return <Navigate to={FAN_PATHS.login} replace />;
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`${FAN_PATHS.login}?redirect=${redirect}`} replace />;
  }
  if (user.role !== 'fan') {
    return (
      <OtherAreaNotice
        title={t.otherAreaTitle}
        text={t.otherAreaText(user.name)}
        to={ownAreaPath(user.role)}
        action={t.goToOwnArea}
      />
    );
  }
  return <Outlet />;
}
