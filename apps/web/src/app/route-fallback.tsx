import { Container } from '@mantine/core';
import { useLocation } from 'react-router';
import { ContentSkeleton } from '../ui/content-skeleton';
import { PanelShellSkeleton } from '../ui/panel-shell-skeleton';

/**
 * What the first render shows while the route's chunks load (pages that were not pre-rendered,
 * e.g. the panel, the sign-in pages, or any page served from the service worker's shell): the
 * panel's frame under /admin, else the page's outline; never a blank screen or a spinner.
 */
export function RouteFallback() {
  const { pathname } = useLocation();
  if (pathname.toLowerCase().startsWith('/admin')) return <PanelShellSkeleton />;
  return (
    <Container py="xl">
      <ContentSkeleton withTitle rows={4} rowHeight={20} />
    </Container>
  );
}
