import { homeEndpoints } from '@fhp/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Only /home reads it, and no server event changes it: the key stays with the feature. */
export const homeAthletesKey = ['home', 'athletes'] as const;

/** GET /api/home/athletes: trending this week and newly joined (the server caches a minute). */
export function useHomeAthletes() {
  return useQuery({
    queryKey: homeAthletesKey,
    queryFn: ({ signal }) => callApi(homeEndpoints.athletes, {}, { signal }),
    staleTime: 60_000,
  });
}
