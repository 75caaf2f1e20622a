import { type ReactNode, useEffect } from 'react';

/**
 * Lifts the `inert` the pre-rendered HTML carries on #root once React owns the page (hydrated
 * or rendered), so taps before that are not lost in markup without handlers. Draws nothing.
 */
export function Interactive({
  container,
  children,
}: {
  container: HTMLElement;
  children: ReactNode;
}) {
  useEffect(() => {
    container.removeAttribute('inert');
  }, [container]);
  return children;
}
