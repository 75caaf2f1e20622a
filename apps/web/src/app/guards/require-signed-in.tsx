import { FAN_PATHS, signInTarget, authPageMessages as t } from '@fhp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { prefetchMatchedRoutes } from '../../lib/route-prefetch';
import { useSession } from '../../lib/session';
import { ErrorState } from '../../ui/error-state';
import { PanelShellSkeleton } from '../../ui/panel-shell-skeleton';
import { OtherAreaNotice } from './lazy-other-area-notice';

/**
 * /admin/* is for signed-in athletes; visitors go to login and come back after (?redirect=), and
 * other accounts are pointed at their own area.
 */
export function RequireSignedIn() {
  const { status, user, error, refresh, signedOutByUser } = useSession();
  const location = useLocation();
  const matches = useMatches();
  const queryClient = useQueryClient();
  const loading = status === 'loading';
  // When /api/me answers, the panel (its shell and the page, a few hundred components) is drawn
  // in a transition: React renders it in slices of a few milliseconds, the frame staying on
  // screen meanwhile, instead of in the one long task a query's answer renders in otherwise.
  const stillDrawingFrame = useDeferredValue(loading);

  // While /api/me answers, the page's own queries start too (a signed-out visitor's answer 401
  // and re-reads /api/me, which sends them to sign in as before).
  useEffect(() => {
    if (loading) prefetchMatchedRoutes(matches, queryClient);
  }, [loading, matches, queryClient]);

  // The panel's frame, not a spinner, while /api/me answers: the real shell takes its place.
  if (loading || (stillDrawingFrame && status === 'signed-in')) return <PanelShellSkeleton />;
  if (status === 'error') {
    return <ErrorState message={error?.message} onRetry={() => void refresh()} />;
  }
  if (status === 'signed-out') {
    // After Logout the next user should not land on the page the last one left.
    if (signedOutByUser) return <Navigate to="/auth/login" replace />;
    return <Navigate to={signInTarget(`${location.pathname}${location.search}`)} replace />;
  }
  if (user && user.role !== 'athlete') {
    return (
      <OtherAreaNotice
        title={t.panelForAthletesTitle}
        text={t.panelForAthletesText(user.name)}
        to={user.role === 'fan' ? FAN_PATHS.home : '/home'}
        action={t.goToOwnArea}
      />
    );
  }
  return <Outlet />;
}
