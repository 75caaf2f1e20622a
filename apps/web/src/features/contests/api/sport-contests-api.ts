import {
  CONTEST_BADGE_APPEAL_IMAGE_FIELD,
  CONTEST_BADGE_DATA_FIELD,
  CONTEST_BADGE_INTRO_IMAGE_FIELD,
  sportContestEndpoints as endpoints,
  type TContestBadgeDataInput,
  type TSportContestTab,
} from '@fhp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { postMultipart } from '../../../lib/upload';
import { usePagedEndpoint } from '../../../lib/use-paged-endpoint';
import { type ContestBadgeImages, contestBadgeFormData } from './contest-badge-form';

const keys = {
  all: [...queryKeys.contests.all, 'sport'] as const,
  list: (tab: TSportContestTab) => [...queryKeys.contests.all, 'sport', 'list', tab] as const,
  details: (id: string) => [...queryKeys.contests.all, 'sport', 'details', id] as const,
};

/** All Contests or Completed Contests, 5 a page with Load More. */
export function useSportContests(tab: TSportContestTab) {
  return usePagedEndpoint(endpoints.list, keys.list(tab), { query: { tab } });
}

/** View Details, read when the modal opens. */
export function useSportContestDetails(contestId: string | null) {
  return useQuery({
    queryKey: keys.details(contestId ?? ''),
    queryFn: ({ signal }) =>
      callApi(endpoints.details, { params: { id: contestId ?? '' } }, { signal }),
    enabled: contestId !== null,
  });
}

export function useParticipate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contestId: string) =>
      callApi(endpoints.participate, { params: { id: contestId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useCreateHonorBadge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      contestId,
      data,
      images,
    }: {
      contestId: string;
      data: TContestBadgeDataInput;
      images: ContestBadgeImages;
    }) =>
      postMultipart(endpoints.createHonorBadge, contestBadgeFormData(data, images), {
        params: { id: contestId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
