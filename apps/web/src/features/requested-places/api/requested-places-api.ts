import type { PlaceKind } from '@fhp/domain';
import {
  placeRequestEndpointsOf,
  type TPlaceRequestInput,
  type TPlaceRequestsPage,
} from '@fhp/domain';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { usePagedEndpoint } from '../../../lib/use-paged-endpoint';

/** A shared list (every user's requests), 5 a page, newest first, with support counts. */
export function usePlaceRequests(kind: PlaceKind) {
  return usePagedEndpoint(placeRequestEndpointsOf[kind].list, queryKeys.requestedPlaces.list(kind));
}

/** POST: a new pending request (the server title-cases city, college and sport). */
export function useCreatePlaceRequest(kind: PlaceKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPlaceRequestInput) =>
      callApi(placeRequestEndpointsOf[kind].create, { body }),
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
      callApi(placeRequestEndpointsOf[kind].setSupport, { params: { id }, body: { supported } }),
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
