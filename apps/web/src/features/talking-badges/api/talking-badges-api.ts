import {
  talkingBadgeEndpoints as endpoints,
  profileEndpoints,
  TALKING_APPEAL_IMAGE_FIELD,
  TALKING_DATA_FIELD,
  TALKING_INTRO_IMAGE_FIELD,
  type TManagerRatingRequest,
  type TTalkingBadgeDataInput,
} from '@fhp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { postMultipart } from '../../../lib/upload';
import { usePagedEndpoint } from '../../../lib/use-paged-endpoint';

const keys = queryKeys.talkingBadges;

export function useTalkingBadges() {
  return usePagedEndpoint(endpoints.list, keys.list);
}

export function useTalkingQuota() {
  return useQuery({
    queryKey: keys.quota,
    queryFn: ({ signal }) => callApi(endpoints.quota, {}, { signal }),
  });
}

/** The athlete's photo and name for the preview card. */
export function useBadgeOwner() {
  return useQuery({
    queryKey: queryKeys.profile.all,
    queryFn: ({ signal }) => callApi(profileEndpoints.read, {}, { signal }),
    staleTime: 60_000,
  });
}

export type TalkingImages = { introducingImage: File | null; appealingImage: File | null };

function formOf(data: TTalkingBadgeDataInput, images: TalkingImages): FormData {
  const form = new FormData();
  form.set(TALKING_DATA_FIELD, JSON.stringify(data));
  if (images.introducingImage) form.set(TALKING_INTRO_IMAGE_FIELD, images.introducingImage);
  if (images.appealingImage) form.set(TALKING_APPEAL_IMAGE_FIELD, images.appealingImage);
  return form;
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.all });
}

export function useCreateTalkingBadge() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ data, images }: { data: TTalkingBadgeDataInput; images: TalkingImages }) =>
      postMultipart(endpoints.create, formOf(data, images)),
    onSuccess: (result) => {
      if (result.outcome === 'created') return invalidate();
    },
  });
}

export function useEditTalkingBadge() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({
      id,
      data,
      images,
    }: {
      id: string;
      data: TTalkingBadgeDataInput;
      images: TalkingImages;
    }) => postMultipart(endpoints.edit, formOf(data, images), { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useDeleteTalkingBadge() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => callApi(endpoints.remove, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useRateTalkingManager() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TManagerRatingRequest }) =>
      callApi(endpoints.rateManager, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useCaptureTalkingFee() {
  const invalidate = useInvalidate();
  return (paymentId: string) =>
    callApi(endpoints.capturePayment, { params: { paymentId } }).then(async (result) => {
      await invalidate();
      return result;
    });
}
