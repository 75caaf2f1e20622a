import type { TMeResponse } from '@fhp/domain';
import { useQuery } from '@tanstack/react-query';
import { CAN_WAIT_FOR_INTERACTION } from '../first-load';
import { queryKeys } from '../query-keys';

/**
 * GET /api/me, fetched only while a component that needs the session is mounted (`enabled`):
 * the panel, the auth pages and their guards. Public pages read no session, so a signed-out
 * visitor of the public site never gets a 401 (which the browser logs as a console error).
 */
export function useMe({
  enabled = true,
  canWaitForInteraction = false,
}: {
  enabled?: boolean;
  /** See CAN_WAIT_FOR_INTERACTION: the sign-in form's guard. */
  canWaitForInteraction?: boolean;
} = {}) {
  return useQuery<TMeResponse | null>({
    queryKey: queryKeys.me,
    // Loaded on demand so the API client and zod stay out of the landing page's first load;
    // the request starts right after the first render.
    queryFn: async ({ signal }) => (await import('./fetch-me')).fetchMe(signal),
    // The session changes only through login/logout (which set this query) or expiry
    // (caught by any 401, see query-client.ts), so there is no need to poll it.
    staleTime: 5 * 60_000,
    enabled,
    meta: canWaitForInteraction ? CAN_WAIT_FOR_INTERACTION : undefined,
  });
}
