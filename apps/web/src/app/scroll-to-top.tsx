import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The spec: "Each page change scrolls to the top." Only the path counts, not ?query or #hash. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
