import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from '../lib/route-prefetch';
import { RequireSchoolAdmin } from './guards/require-school-admin';

function page(load: () => Promise<{ default: ComponentType; handle?: RouteHandle }>) {
  return async () => {
    const loaded = await load();
    return { Component: loaded.default, handle: loaded.handle };
  };
}

/** /school: its own sign-in, then the school administrators' shell (home, notifications). */
export const schoolRoutes: RouteObject = {
  path: 'school',
  children: [
    {
      path: 'login',
      lazy: async () => ({
        Component: (await import('../features/school-area/components/school-login-layout'))
          .SchoolLoginLayout,
      }),
      children: [{ index: true, lazy: page(() => import('./pages/school-login-route')) }],
    },
    {
      Component: RequireSchoolAdmin,
      children: [
        {
          lazy: async () => ({
            Component: (await import('../features/school-area/components/school-shell'))
              .SchoolShell,
          }),
          children: [
            {
              index: true,
              lazy: page(() => import('../features/school-area/pages/school-home-page')),
            },
            {
              path: 'notifications',
              lazy: page(() => import('../features/notifications/pages/school-notifications-page')),
            },
            { path: '*', element: <Navigate to="/school" replace /> },
          ],
        },
      ],
    },
  ],
};
