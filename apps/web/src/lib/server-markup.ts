import { useSyncExternalStore } from 'react';

/** Never changes: what differs is only whose render it is. */
const subscribeToNothing = () => () => {};

/**
 * True in the server's render and in the browser's hydration of it, false in any render of the
 * browser's own (React asks `getServerSnapshot` in those two, and renders again after hydrating
 * if the answer differs). A part that the server can only draw one way (it knows neither the
 * visitor's time zone nor a paint) draws that way here, so hydration finds the same markup.
 */
export function useServerMarkup(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
