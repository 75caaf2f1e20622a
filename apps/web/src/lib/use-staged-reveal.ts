import { startTransition, useEffect, useState } from 'react';
import { useServerMarkup } from './server-markup';

/**
 * How many of `steps` parts of a long screen to draw: the first at once, each next one in a
 * transition after the previous one is on screen. A transition renders in slices of a few
 * milliseconds and lets the browser paint and answer input between them, so a long form does
 * not block a phone's main thread for one long task when its data arrives (decision 0032).
 * Draw the parts in document order: a part drawn later then never moves one already shown.
 * The server draws every part (a panel page's preview), and the browser's hydration of its
 * markup starts from them all: hydration is a transition already.
 */
export function useStagedReveal(steps: number): number {
  const serverMarkup = useServerMarkup();
  const [shown, setShown] = useState(serverMarkup ? steps : 1);
  useEffect(() => {
    if (shown >= steps) return;
    startTransition(() => setShown(shown + 1));
  }, [shown, steps]);
  return Math.min(shown, steps);
}
