import { useSyncExternalStore } from 'react';

const QUERY = '(display-mode: standalone)';

/** True when the app runs installed (home-screen PWA) rather than in a browser tab. */
export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  // iOS Safari does not support the display-mode query for home-screen apps.
  const iosStandalone = (window.navigator as Navigator & { standalone?: boolean }).standalone;
  return iosStandalone === true || (window.matchMedia?.(QUERY).matches ?? false);
}

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(QUERY);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

/** Reactive `isStandalone()`: the landing page shows the install guide only in a browser. */
export function useStandalone(): boolean {
  return useSyncExternalStore(subscribe, isStandalone, () => false);
}
