import { CONSOLE_PATHS } from '@fhp/domain';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from '../lib/route-prefetch';
import { RequireOperator } from './guards/require-operator';

function page(load: () => Promise<{ default: ComponentType; handle?: RouteHandle }>) {
  return async () => {
    const loaded = await load();
    return { Component: loaded.default, handle: loaded.handle };
  };
}

/**
 * The console's screens, one per menu entry (and the records they open). Composed here, in
 * app/, because each screen belongs to its own feature (features do not import each other).
 */
export const CONSOLE_SCREENS: RouteObject[] = [
  { path: 'audit', lazy: page(() => import('../features/audit/pages/audit-page')) },
  {
    path: 'resolutions',
    lazy: page(() => import('../features/resolutions/pages/console-resolutions-page')),
  },
  {
    path: 'resolutions/:id',
    lazy: page(() => import('../features/resolutions/pages/console-resolution-page')),
  },
  {
    path: 'money',
    lazy: page(() => import('../features/console-money/pages/console-money-page')),
  },
  {
    path: 'users',
    lazy: page(() => import('../features/console-users/pages/console-users-page')),
  },
  {
    path: 'users/:id',
    lazy: page(() => import('../features/console-users/pages/console-user-page')),
  },
  {
    path: 'contests',
    lazy: page(() => import('../features/console-contests/pages/console-contests-page')),
  },
  { path: 'contests/:id', lazy: page(() => import('./pages/console-contest-route')) },
  {
    path: 'school-contracts/:id',
    lazy: page(() => import('../features/school-contracts/pages/console-school-contract-page')),
  },
  { path: 'inbox', lazy: page(() => import('../features/inbox/pages/console-inbox-page')) },
  {
    path: 'requests',
    lazy: page(() => import('../features/console-requests/pages/console-requests-page')),
  },
  {
    path: 'schools',
    lazy: page(() => import('../features/console-schools/pages/console-schools-page')),
  },
  {
    path: 'content',
    lazy: page(() => import('../features/content/pages/console-content-page')),
  },
  {
    path: 'moderation',
    lazy: page(() => import('../features/moderation/pages/console-moderation-page')),
  },
  {
    path: 'settings',
    lazy: page(() => import('../features/site-settings/pages/console-settings-page')),
  },
];

/** /console: its own sign-in, then the operator-only shell. */
export const consoleRoutes: RouteObject = {
  path: 'console',
  children: [
    {
      path: 'login',
      lazy: async () => ({
        Component: (await import('../features/console/components/console-login-layout'))
          .ConsoleLoginLayout,
      }),
      children: [{ index: true, lazy: page(() => import('./pages/console-login-route')) }],
    },
    {
      Component: RequireOperator,
      children: [
        {
          lazy: async () => ({
            Component: (await import('../features/console/components/console-shell')).ConsoleShell,
          }),
          children: [
            { index: true, element: <Navigate to={CONSOLE_PATHS.inbox} replace /> },
            ...CONSOLE_SCREENS,
            { path: '*', element: <Navigate to={CONSOLE_PATHS.inbox} replace /> },
          ],
        },
      ],
    },
  ],
};
