import {
  seasonalBadgeEndpoints as endpoints,
  profileEndpoints,
  SEASONAL_DATA_FIELD,
  SEASONAL_QR_FIELD,
  type TManagerRatingRequest,
  type TSeasonalBadgeDataInput,
  type TSeasonalSport,
} from '@fhp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { postMultipart } from '../../../lib/upload';
import { usePagedEndpoint } from '../../../lib/use-paged-endpoint';

const keys = queryKeys.seasonalBadges;

/** My seasonal badges, 5 a page, newest first. */
export function useSeasonalBadges() {
  return usePagedEndpoint(endpoints.list, keys.list);
}

/** My Seasonal Badges: one sport's tab. */
export function useSeasonalBadgesBySport(sport: TSeasonalSport) {
  return usePagedEndpoint(endpoints.bySport, keys.bySport(sport), { params: { sport } });
}

export function useSeasonalQuota() {
  return useQuery({
    queryKey: keys.quota,
    queryFn: ({ signal }) => callApi(endpoints.quota, {}, { signal }),
  });
}

/** The athlete's photo and name for the preview card (the profile the shell reads too). */
export function useBadgeOwner() {
  return useQuery({
    queryKey: queryKeys.profile.all,
    queryFn: ({ signal }) => callApi(profileEndpoints.read, {}, { signal }),
    staleTime: 60_000,
  });
}

function formOf(data: TSeasonalBadgeDataInput, qrImage: File | null): FormData {
  const form = new FormData();
  form.set(SEASONAL_DATA_FIELD, JSON.stringify(data));
  if (qrImage) form.set(SEASONAL_QR_FIELD, qrImage);
  return form;
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.all });
}

/** POST: the badge, or (6th on) the payment to approve first. */
export function useCreateSeasonalBadge() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ data, qrImage }: { data: TSeasonalBadgeDataInput; qrImage: File | null }) =>
      postMultipart(endpoints.create, formOf(data, qrImage)),
    onSuccess: (result) => {
      if (result.outcome === 'created') return invalidate();
    },
  });
}

export function useEditSeasonalBadge() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({
      id,
      data,
      qrImage,
    }: {
      id: string;
      data: TSeasonalBadgeDataInput;
      qrImage: File | null;
    }) => postMultipart(endpoints.edit, formOf(data, qrImage), { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useDeleteSeasonalBadge() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => callApi(endpoints.remove, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useRateSeasonalManager() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TManagerRatingRequest }) =>
      callApi(endpoints.rateManager, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

/** Back from the checkout: the server captures the fee and creates the badge. */
export function useCaptureSeasonalFee() {
  const invalidate = useInvalidate();
  return (paymentId: string) =>
    callApi(endpoints.capturePayment, { params: { paymentId } }).then(async (result) => {
      await invalidate();
      return result;
    });
}
