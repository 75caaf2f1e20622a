import { REFERENCE_MAX_LIMIT, referenceEndpoints, type TReferenceNames } from '@fhp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';
import { queryKeys } from './query-keys';

/** Reference lists change only with a release: keep them for the whole visit. */
const STATIC = { staleTime: Number.POSITIVE_INFINITY, gcTime: 30 * 60_000 } as const;

const names = (items: { name: string }[]) => items.map((i) => i.name);

/** What `useSports` keeps of GET /api/reference/sports's answer (also seeded by live pages). */
export const sportNames = (answer: TReferenceNames) => names(answer.items);

/** Short lists, loaded whole and filtered in the browser. */
export function useSports() {
  return useQuery({
    queryKey: queryKeys.reference.sports,
    queryFn: async ({ signal }) =>
      sportNames(
        await callApi(
          referenceEndpoints.sports,
          { query: { limit: REFERENCE_MAX_LIMIT } },
          { signal },
        ),
      ),
    ...STATIC,
  });
}

export function useStates() {
  return useQuery({
    queryKey: queryKeys.reference.states,
    queryFn: async ({ signal }) =>
      (
        await callApi(
          referenceEndpoints.states,
          { query: { limit: REFERENCE_MAX_LIMIT } },
          { signal },
        )
      ).items,
    ...STATIC,
  });
}

export function useCounties(state: string) {
  return useQuery({
    queryKey: queryKeys.reference.counties(state),
    queryFn: async ({ signal }) =>
      names(
        (
          await callApi(
            referenceEndpoints.counties,
            { params: { code: state }, query: { limit: REFERENCE_MAX_LIMIT } },
            { signal },
          )
        ).items,
      ),
    enabled: state.length === 2,
    ...STATIC,
  });
}

/** Long lists: searched on the server as the athlete types (the text is debounced). */
export function useCities(state: string, search: string) {
  return useQuery({
    queryKey: queryKeys.reference.cities(state, search),
    queryFn: async ({ signal }) =>
      names(
        (
          await callApi(
            referenceEndpoints.cities,
            { params: { code: state }, query: { search: search || undefined } },
            { signal },
          )
        ).items,
      ),
    enabled: state.length === 2,
    placeholderData: keepPreviousData,
    ...STATIC,
  });
}

export function useSchools(
  kind: 'high-school' | 'college',
  state: string,
  place: string,
  search: string,
) {
  return useQuery({
    queryKey: queryKeys.reference.schools(kind, state, place, search),
    queryFn: async ({ signal }) =>
      names(
        (
          await (kind === 'college'
            ? callApi(
                referenceEndpoints.colleges,
                { query: { state, city: place, search: search || undefined } },
                { signal },
              )
            : callApi(
                referenceEndpoints.schools,
                { query: { state, county: place, search: search || undefined } },
                { signal },
              ))
        ).items,
      ),
    enabled: state.length === 2 && place.length > 0,
    placeholderData: keepPreviousData,
    ...STATIC,
  });
}

/** The fixed college list for Florida, Miami, school 'Other'. */
export function useFixedColleges(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.reference.fixedColleges,
    queryFn: async ({ signal }) =>
      names((await callApi(referenceEndpoints.fixedColleges, { query: {} }, { signal })).items),
    enabled,
    ...STATIC,
  });
}
