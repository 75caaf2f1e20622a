import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * The spec: "Each page change scrolls to the top." Only the path counts, not ?query or #hash.
 * Not the first page: the browser placed it (at the top, or where a reload was), and a page the
 * server drew may have been scrolled before the app took it over (decision 0039).
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const scrolledFor = useRef(pathname);
  useEffect(() => {
    if (scrolledFor.current === pathname) return;
    scrolledFor.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
