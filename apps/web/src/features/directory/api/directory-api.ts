import {
  directoryEndpoints,
  referenceEndpoints,
  type TDirectoryQuery,
  type TSchoolKind,
} from '@fhp/domain';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The directory's filters as sent (the cursor is the page's, not the filters'). */
export type DirectorySearch = Omit<TDirectoryQuery, 'cursor'>;

/**
 * The feature's own query keys (public, read by no other feature and invalidated by no event):
 * one cache entry per set of filters, so the back button shows the list it left at once.
 */
const keys = {
  search: (search: DirectorySearch) => ['directory', 'search', search] as const,
  schools: (kind: TSchoolKind, state: string, place: string, text: string) =>
    ['directory', 'schools', kind, state, place, text] as const,
};

/**
 * GET /api/athletes: athletes in name order, 20 a page, "Load more" follows the keyset cursor.
 * The previous results stay on screen while a changed filter loads.
 */
export function useDirectory(search: DirectorySearch) {
  return useInfiniteQuery({
    queryKey: keys.search(search),
    queryFn: ({ pageParam, signal }) =>
      callApi(directoryEndpoints.search, { query: { ...search, cursor: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/**
 * The schools of one place, as choices whose value is the reference id (the directory filters
 * by id; the shared reference hook answers names only): colleges by city, high schools by county.
 */
export function useSchoolChoices(kind: TSchoolKind, state: string, place: string, text: string) {
  return useQuery({
    queryKey: keys.schools(kind, state, place, text),
    queryFn: async ({ signal }) => {
      const search = text || undefined;
      const { items } =
        kind === 'college'
          ? await callApi(
              referenceEndpoints.colleges,
              { query: { state, city: place, search } },
              { signal },
            )
          : await callApi(
              referenceEndpoints.schools,
              { query: { state, county: place, search } },
              { signal },
            );
      return items.map((s) => ({ value: String(s.id), label: s.name }));
    },
    enabled: state.length === 2 && place.length > 0,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
