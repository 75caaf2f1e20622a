import {
  CONTEST_BADGE_APPEAL_IMAGE_FIELD,
  CONTEST_BADGE_DATA_FIELD,
  CONTEST_BADGE_INTRO_IMAGE_FIELD,
  contestBrandEndpoints as endpoints,
  type TContestBadgeDataInput,
} from '@fhp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { postMultipart } from '../../../lib/upload';
import { usePagedEndpoint } from '../../../lib/use-paged-endpoint';
import { type ContestBadgeImages, contestBadgeFormData } from './contest-badge-form';

const keys = {
  all: [...queryKeys.contests.all, 'brand'] as const,
  athlete: (athleteNumber: number) =>
    [...queryKeys.contests.all, 'brand', 'athlete', athleteNumber] as const,
};

/** The Brand ambassador tab's contests, 5 a page (Load More). */
export function useBrandContests() {
  return usePagedEndpoint(endpoints.list, keys.all);
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.all });
}

export function useEnroll() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (contestId: string) => callApi(endpoints.enroll, { params: { id: contestId } }),
    onSuccess: invalidate,
  });
}

export function useLeave() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (entryId: string) => callApi(endpoints.leave, { params: { id: entryId } }),
    onSuccess: invalidate,
  });
}

export function useSetVideos() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ entryId, urls }: { entryId: string; urls: string[] }) =>
      callApi(endpoints.setVideos, { params: { id: entryId }, body: { urls } }),
    onSuccess: invalidate,
  });
}

/** An athlete's name by their id (the caller debounces the typing); off while no id. */
export function useAthleteLookup(athleteNumber: number | null) {
  return useQuery({
    queryKey: keys.athlete(athleteNumber ?? 0),
    queryFn: ({ signal }) =>
      callApi(
        endpoints.lookupAthlete,
        { params: { athleteNumber: athleteNumber ?? 0 } },
        { signal },
      ),
    enabled: athleteNumber !== null,
    retry: false,
    staleTime: 60_000,
  });
}

export function useAddCoAthlete() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ entryId, athleteNumber }: { entryId: string; athleteNumber: number }) =>
      callApi(endpoints.addCoAthlete, { params: { id: entryId }, body: { athleteNumber } }),
    onSuccess: invalidate,
  });
}

export function useRemoveCoAthlete() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ entryId, athleteNumber }: { entryId: string; athleteNumber: number }) =>
      callApi(endpoints.removeCoAthlete, { params: { id: entryId, athleteNumber } }),
    onSuccess: invalidate,
  });
}

export function useCreateVoteGetterBadge() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({
      entryId,
      data,
      images,
    }: {
      entryId: string;
      data: TContestBadgeDataInput;
      images: ContestBadgeImages;
    }) =>
      postMultipart(endpoints.createVoteGetterBadge, contestBadgeFormData(data, images), {
        params: { id: entryId },
      }),
    onSuccess: invalidate,
  });
}
