import { type TTutorialKind, tutorialsEndpoints } from '@fhp/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/tutorials: the athlete panel's tutorials or education videos (athlete and both). */
export function useAthleteTutorials(kind: TTutorialKind) {
  return useQuery({
    queryKey: queryKeys.tutorials(kind),
    queryFn: ({ signal }) => callApi(tutorialsEndpoints.list, { query: { kind } }, { signal }),
  });
}
