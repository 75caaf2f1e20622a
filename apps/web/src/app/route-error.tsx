import { shellMessages } from '@fhp/domain';
import { Container } from '@mantine/core';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { reportError } from '../lib/error-reporting';
import { ErrorState } from '../ui/error-state';
import NotFoundPage from './pages/not-found-page';

/**
 * Shown when a route throws or its lazy chunk fails to load (typically after a deploy, when
 * the old chunk names are gone): a reload fetches the new version.
 */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (notFound) return;
    console.error(error);
    // The router's boundary caught it, so React's root handler never sees it (decision 0045).
    reportError(error);
  }, [error, notFound]);

  if (notFound) return <NotFoundPage />;
  return (
    <Container py="xl">
      <ErrorState
        message={shellMessages.pageLoadFailed}
        onRetry={() => window.location.reload()}
        retryLabel={shellMessages.reload}
      />
    </Container>
  );
}
