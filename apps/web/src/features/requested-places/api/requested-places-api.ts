import type { PlaceKind } from '@fhp/domain';
import {
  PAGE_SIZE,
  type TPlaceRequestInput,
  type TPlaceRequestsPage,
  ZPlaceRequestCreated,
  ZPlaceRequestsPage,
  ZSupportState,
} from '@fhp/domain';
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const BASE: Record<PlaceKind, string> = {
  city: '/api/requested-cities',
  sport: '/api/requested-sports',
};

/** A shared list (every user's requests), 5 a page, newest first, with support counts. */
export function usePlaceRequests(kind: PlaceKind) {
  return useInfiniteQuery({
    queryKey: queryKeys.requestedPlaces.list(kind),
    queryFn: ({ pageParam, signal }) =>
      api.get(BASE[kind], ZPlaceRequestsPage, {
        signal,
        query: { limit: PAGE_SIZE, cursor: pageParam },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** POST: a new pending request (the server title-cases city, college and sport). */
export function useCreatePlaceRequest(kind: PlaceKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPlaceRequestInput) => api.post(BASE[kind], body, ZPlaceRequestCreated),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.requestedPlaces.list(kind) }),
  });
}

type Pages = InfiniteData<TPlaceRequestsPage>;

function patchItem(
  data: Pages | undefined,
  id: string,
  patch: { support: number; supportedByMe: boolean },
) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => (item.id === id ? { ...item, ...patch } : item)),
    })),
  };
}

/**
 * PUT .../:id/support: the heart. The count moves at once (optimistic) and is then set to the
 * server's count of supporters; a failure puts the row back.
 */
export function useToggleSupport(kind: PlaceKind) {
  const queryClient = useQueryClient();
  const key = queryKeys.requestedPlaces.list(kind);
  return useMutation({
    mutationFn: ({ id, supported }: { id: string; supported: boolean; support: number }) =>
      api.put(`${BASE[kind]}/${id}/support`, { supported }, ZSupportState),
    onMutate: async ({ id, supported, support }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Pages>(key);
      const optimistic = {
        supportedByMe: supported,
        support: Math.max(0, support + (supported ? 1 : -1)),
      };
      queryClient.setQueryData<Pages>(key, (data) => patchItem(data, id, optimistic));
      return { previous };
    },
    onSuccess: (state, { id }) => {
      queryClient.setQueryData<Pages>(key, (data) => patchItem(data, id, state));
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
  });
}
