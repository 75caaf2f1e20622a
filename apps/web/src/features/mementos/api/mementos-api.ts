import {
  mementoEndpoints as endpoints,
  MEMENTO_DATA_FIELD,
  MEMENTO_IMAGE_FIELD,
  type TManagerRatingRequest,
  type TMementoChangeInput,
  type TMementoDataInput,
} from '@fhp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { postMultipart } from '../../../lib/upload';
import { usePagedEndpoint } from '../../../lib/use-paged-endpoint';

const keys = queryKeys.mementos;

export function useMementos() {
  return usePagedEndpoint(endpoints.list, keys.list);
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.all });
}

export function usePublishMemento() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ data, image }: { data: TMementoDataInput; image: File | null }) => {
      const form = new FormData();
      form.set(MEMENTO_DATA_FIELD, JSON.stringify(data));
      if (image) form.set(MEMENTO_IMAGE_FIELD, image);
      return postMultipart(endpoints.create, form);
    },
    onSuccess: invalidate,
  });
}

export function useEditMemento() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TMementoChangeInput }) =>
      callApi(endpoints.edit, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useDeleteMemento() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => callApi(endpoints.remove, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useRateMementoManager() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TManagerRatingRequest }) =>
      callApi(endpoints.rateManager, { params: { id }, body }),
    onSuccess: invalidate,
  });
}
