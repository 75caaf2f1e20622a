import type { RouteObject } from 'react-router';

/** The shop pages inside the public layout (lazy: each page is its own chunk). */
export const shopRoutes: RouteObject[] = [
  {
    path: 'shop',
    lazy: async () => ({ Component: (await import('./pages/shop-page')).default }),
  },
  {
    path: 'shop/signs',
    lazy: async () => ({ Component: (await import('./pages/shop-intro-page')).SignIntroPage }),
  },
  {
    path: 'shop/posters',
    lazy: async () => ({ Component: (await import('./pages/shop-intro-page')).PosterIntroPage }),
  },
  {
    path: 'shop/signs-and-posters',
    lazy: async () => ({ Component: (await import('./pages/shop-intro-page')).BothIntroPage }),
  },
  {
    // sign, poster, anything else = both (spec).
    path: 'shop/:name/payment',
    lazy: async () => ({ Component: (await import('./pages/shop-payment-page')).default }),
  },
];
