import { ATHLETE_HIDDEN_ROUTES, ATHLETE_MENU } from '@fhp/domain';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { athletePageRoutes } from '../features/athlete-page/routes';
import { blogsRoutes } from '../features/blogs/routes';
import { consentRoutes } from '../features/consent/routes';
import { contestPublicRoutes } from '../features/contests/routes';
import { dealsRoutes } from '../features/deals/routes';
import { directoryRoutes } from '../features/directory/routes';
import { infoPagesRoutes } from '../features/info-pages/routes';
import { legalRoutes } from '../features/legal/routes';
import { newsSuggestionsRoutes } from '../features/news-suggestions/routes';
import { schoolContractsRoutes } from '../features/school-contracts/routes';
import { shopRoutes } from '../features/shop/routes';
import { trendingRoutes } from '../features/trending/routes';
import { verificationRoutes } from '../features/verification/routes';
import type { RouteHandle } from '../lib/route-prefetch';
import { COMPOSED_PATHS, composedPublicRoutes } from './composed-routes';
import { consoleRoutes } from './console-routes';
import { RequireFan } from './guards/require-fan';
import { RequireFanSignedOut } from './guards/require-fan-signed-out';
import { RequireSignedIn } from './guards/require-signed-in';
import { RequireSignedOut } from './guards/require-signed-out';
import { RootLayout } from './layouts/root-layout';
import NotFoundPage from './pages/not-found-page';
import { RouteError } from './route-error';
import { RouteFallback } from './route-fallback';
import { schoolRoutes } from './school-routes';

/**
 * Route-level code splitting: each page (and the panel layout) is its own chunk. A page may
 * export a `handle` naming the queries to start before it renders (lib/route-prefetch.ts).
 */
function page(load: () => Promise<{ default: ComponentType; handle?: RouteHandle }>) {
  return async () => {
    const loaded = await load();
    return { Component: loaded.default, handle: loaded.handle };
  };
}

function layout<K extends string>(
  load: () => Promise<Record<K, ComponentType> & { handle?: RouteHandle }>,
  name: K,
) {
  return async () => {
    const loaded = await load();
    return { Component: loaded[name], handle: loaded.handle };
  };
}

/** Panel screens that exist (their own route above) rather than the placeholder. */
export const BUILT_PANEL_PATHS = new Set([
  '/admin/index',
  '/admin/change-password',
  '/admin/notifications',
  '/admin/profile',
  '/admin/Improve-Chances-To-Sell-Licenses',
  '/admin/fans-request',
  '/admin/group-chats',
  '/admin/athlete-contest',
  '/admin/raise-issue',
  '/admin/tutorials',
  '/admin/videos-tutorials',
  '/admin/requested-cities',
  '/admin/requested-sports',
  '/admin/seasonal-badges',
  '/admin/talking-badges',
  '/admin/add-mementos',
  '/admin/preview',
  '/admin/wallet',
  '/admin/statements',
  '/admin/sports-community-badge',
  '/admin/index/withdraw-money',
  '/admin/pizza-money',
  '/admin/resolution-center',
  '/admin/resolution-detail',
]);

/**
 * Every menu entry and hidden panel route without its screen yet: a page that names the feature
 * and says it is not available (one shared lazy chunk).
 */
const placeholderRoutes: RouteObject[] = [...ATHLETE_MENU, ...ATHLETE_HIDDEN_ROUTES]
  .filter((entry) => !BUILT_PANEL_PATHS.has(entry.path))
  .map((entry) => ({
    path:
      entry.path.slice('/admin/'.length) +
      (entry.path === '/admin/resolution-detail' ? '/:id' : ''),
    lazy: page(() => import('../features/shell/pages/panel-placeholder-page')),
  }));

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    errorElement: <RouteError />,
    // Shown while the first lazy route of a visit loads (not on pre-rendered pages: main.tsx
    // loads their routes before hydrating).
    HydrateFallback: RouteFallback,
    children: [
      { index: true, lazy: page(() => import('../features/landing/pages/landing-page')) },
      {
        lazy: layout(() => import('./layouts/public-layout'), 'PublicLayout'),
        children: [
          { path: 'home', lazy: page(() => import('../features/home/pages/home-page')) },
          ...schoolContractsRoutes,
          {
            path: 'checkout/simulated/:orderId',
            lazy: page(() => import('../features/payments/pages/simulated-checkout-page')),
          },
          ...composedPublicRoutes,
          ...infoPagesRoutes.filter((route) => !COMPOSED_PATHS.has(route.path)),
          ...legalRoutes,
          ...newsSuggestionsRoutes,
          ...shopRoutes,
          ...trendingRoutes,
          {
            path: 'verify/community-badge/:badgeNumber',
            lazy: page(
              () => import('../features/community-badges/pages/community-badge-verify-page'),
            ),
          },
          {
            path: 'verify/school-contract/:id',
            lazy: page(
              () => import('../features/school-contracts/pages/school-contract-verify-page'),
            ),
          },
          ...verificationRoutes,
          ...directoryRoutes,
          ...athletePageRoutes.filter((route) => !COMPOSED_PATHS.has(route.path)),
          ...contestPublicRoutes,
          ...blogsRoutes,
          ...dealsRoutes,
          ...consentRoutes,
          // Where a fan's confirmation e-mail links: it works signed in or out.
          {
            path: 'fan/confirm-email',
            lazy: page(() => import('../features/email-confirmation/pages/confirm-email-page')),
          },
          // The fan sign-in, sign-up and password pages: a card in the public layout.
          {
            path: 'fan',
            Component: RequireFanSignedOut,
            children: [
              {
                lazy: layout(() => import('./layouts/fan-auth-layout'), 'FanAuthLayout'),
                children: [
                  { path: 'login', lazy: page(() => import('./pages/fan-login-route')) },
                  {
                    path: 'sign-up',
                    lazy: page(() => import('../features/fans/pages/fan-sign-up-page')),
                  },
                  {
                    path: 'forgot-password',
                    lazy: layout(
                      () => import('./pages/fan-password-routes'),
                      'FanForgotPasswordRoute',
                    ),
                  },
                  {
                    path: 'reset-password',
                    lazy: layout(
                      () => import('./pages/fan-password-routes'),
                      'FanResetPasswordRoute',
                    ),
                  },
                ],
              },
            ],
          },
          // Eager: the error boundary shows it too, so it is in the main chunk anyway.
          { path: '*', Component: NotFoundPage },
        ],
      },
      {
        path: 'auth',
        Component: RequireSignedOut,
        children: [
          {
            lazy: layout(() => import('../features/auth/components/auth-layout'), 'AuthLayout'),
            children: [
              { path: 'login', lazy: page(() => import('./pages/login-route')) },
              {
                path: 'register',
                lazy: page(() => import('../features/registration/pages/register-page')),
              },
              {
                path: 'registration-fee',
                lazy: page(() => import('../features/registration/pages/registration-fee-page')),
              },
              {
                path: 'forgot-password',
                lazy: page(() => import('../features/auth/pages/forgot-password-page')),
              },
              {
                path: 'reset-password',
                lazy: page(() => import('../features/auth/pages/reset-password-page')),
              },
            ],
          },
          // The spec: unknown auth paths go to the login page.
          { path: '*', element: <Navigate to="/auth/login" replace /> },
          { index: true, element: <Navigate to="/auth/login" replace /> },
        ],
      },
      {
        // The fan area: the fan's purchases, receipts and the checkouts' returns.
        path: 'fan',
        Component: RequireFan,
        children: [
          {
            lazy: layout(() => import('./layouts/fan-layout'), 'FanLayout'),
            children: [
              { index: true, element: <Navigate to="/fan/purchases" replace /> },
              {
                path: 'purchases',
                lazy: page(() => import('../features/fan-purchases/pages/fan-purchases-page')),
              },
              {
                path: 'purchases/:id',
                lazy: page(() => import('../features/fan-purchases/pages/fan-receipt-page')),
              },
              {
                path: 'statements',
                lazy: page(() => import('../features/statements/pages/fan-giving-page')),
              },
              {
                path: 'checkout/return',
                lazy: page(() => import('../features/fan-purchases/pages/checkout-return-page')),
              },
              {
                path: 'pizza-money/return',
                lazy: page(() => import('../features/athlete-page/pages/pizza-return-page')),
              },
              {
                path: 'chats',
                lazy: page(() => import('../features/chats/pages/fan-chats-page')),
              },
              {
                path: 'chats/return',
                lazy: page(() => import('../features/chats/pages/chat-return-page')),
              },
              {
                path: 'notifications',
                lazy: page(() => import('../features/notifications/pages/fan-notifications-page')),
              },
              {
                path: 'group-chats',
                lazy: page(() => import('../features/group-chats/pages/fan-group-chats-page')),
              },
              {
                path: 'group-chats/return',
                lazy: page(() => import('../features/group-chats/pages/seat-return-page')),
              },
            ],
          },
        ],
      },
      consoleRoutes,
      schoolRoutes,
      {
        path: 'admin',
        Component: RequireSignedIn,
        children: [
          {
            lazy: layout(() => import('../features/shell/components/panel-shell'), 'PanelShell'),
            children: [
              { index: true, element: <Navigate to="/admin/index" replace /> },
              {
                path: 'index',
                lazy: page(() => import('../features/school-ip/pages/check-school-ip-page')),
              },
              {
                path: 'change-password',
                lazy: page(() => import('../features/account/pages/change-password-page')),
              },
              {
                path: 'notifications',
                lazy: page(() => import('../features/notifications/pages/notifications-page')),
              },
              {
                path: 'profile',
                lazy: page(() => import('../features/profile/pages/profile-page')),
              },
              {
                path: 'Improve-Chances-To-Sell-Licenses',
                lazy: page(() => import('../features/tips/pages/tips-page')),
              },
              {
                path: 'fans-request',
                lazy: page(() => import('../features/chats/pages/chat-requests-page')),
              },
              {
                path: 'group-chats',
                lazy: page(() => import('../features/group-chats/pages/athlete-group-chats-page')),
              },
              {
                path: 'athlete-contest',
                lazy: page(() => import('../features/contests/pages/athlete-contest-page')),
              },
              {
                path: 'raise-issue',
                lazy: page(() => import('../features/issues/pages/issues-page')),
              },
              {
                path: 'tutorials',
                lazy: page(() => import('../features/content/pages/tutorials-page')),
              },
              {
                path: 'videos-tutorials',
                lazy: page(() => import('../features/content/pages/education-page')),
              },
              {
                path: 'requested-cities',
                lazy: page(
                  () => import('../features/requested-places/pages/requested-cities-page'),
                ),
              },
              {
                path: 'requested-sports',
                lazy: page(
                  () => import('../features/requested-places/pages/requested-sports-page'),
                ),
              },
              {
                path: 'seasonal-badges',
                lazy: page(() => import('../features/seasonal-badges/pages/seasonal-badges-page')),
              },
              {
                path: 'talking-badges',
                lazy: page(() => import('../features/talking-badges/pages/talking-badges-page')),
              },
              {
                path: 'add-mementos',
                lazy: page(() => import('../features/mementos/pages/mementos-page')),
              },
              {
                path: 'preview',
                lazy: page(() => import('../features/badge-sales/pages/badge-sales-page')),
              },
              {
                path: 'wallet',
                lazy: page(() => import('../features/wallet/pages/wallet-page')),
              },
              {
                path: 'statements',
                lazy: page(() => import('../features/statements/pages/athlete-statements-page')),
              },
              {
                path: 'sports-community-badge',
                lazy: page(() => import('../features/community-badges/pages/community-badge-page')),
              },
              {
                path: 'index/withdraw-money',
                lazy: page(() => import('../features/withdrawals/pages/withdraw-money-page')),
              },
              {
                path: 'pizza-money',
                lazy: page(() => import('../features/pizza-money/pages/pizza-money-page')),
              },
              {
                path: 'resolution-center',
                lazy: page(() => import('../features/resolutions/pages/resolution-center-page')),
              },
              {
                path: 'resolution-detail/:id',
                lazy: page(() => import('../features/resolutions/pages/resolution-detail-page')),
              },
              ...placeholderRoutes,
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
