import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '../ui/page-loader';
import { RequireSignedIn } from './guards/require-signed-in';
import { RequireSignedOut } from './guards/require-signed-out';
import { RootLayout } from './layouts/root-layout';
import NotFoundPage from './pages/not-found-page';
import { RouteError } from './route-error';

/** Route-level code splitting: each page (and the panel layout) is its own chunk. */
function page(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}

function layout<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return async () => ({ Component: (await load())[name] });
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    errorElement: <RouteError />,
    // Shown while the first lazy route of a visit loads.
    HydrateFallback: () => <PageLoader fullScreen />,
    children: [
      { index: true, lazy: page(() => import('../features/landing/pages/landing-page')) },
      {
        lazy: layout(() => import('./layouts/public-layout'), 'PublicLayout'),
        children: [
          { path: 'home', lazy: page(() => import('../features/home/pages/home-page')) },
          {
            path: 'auth',
            Component: RequireSignedOut,
            children: [
              { path: 'login', lazy: page(() => import('../features/auth/pages/login-page')) },
              // The spec: unknown auth paths go to the login page.
              { path: '*', element: <Navigate to="/auth/login" replace /> },
              { index: true, element: <Navigate to="/auth/login" replace /> },
            ],
          },
          {
            path: 'checkout/simulated/:orderId',
            lazy: page(() => import('../features/payments/pages/simulated-checkout-page')),
          },
          // Eager: the error boundary shows it too, so it is in the main chunk anyway.
          { path: '*', Component: NotFoundPage },
        ],
      },
      {
        path: 'admin',
        Component: RequireSignedIn,
        children: [
          {
            lazy: layout(() => import('./layouts/admin-layout'), 'AdminLayout'),
            children: [
              { index: true, element: <Navigate to="/admin/index" replace /> },
              {
                path: 'index',
                lazy: page(() => import('../features/admin/pages/admin-index-page')),
              },
              // The spec: unknown admin paths go to the panel's default page.
              { path: '*', element: <Navigate to="/admin/index" replace /> },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
