import { introEndpoints, type TIntroKey, type TIntrosSeen } from '@fhp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from './api-client';
import { queryKeys } from './query-keys';

/**
 * An intro screen (tips with Continue) remembered on the server: `seen` is undefined while
 * loading. Continue stores the key, so the intro stays dismissed on every device.
 */
export function useIntro(key: TIntroKey) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.intros.all,
    queryFn: ({ signal }) => callApi(introEndpoints.list, {}, { signal }),
  });
  const markSeen = useMutation({
    mutationFn: () => callApi(introEndpoints.markSeen, { params: { key } }),
    onSuccess: (data: TIntrosSeen) => queryClient.setQueryData(queryKeys.intros.all, data),
  });
  return {
    query,
    seen: query.data ? query.data.seen.includes(key) : undefined,
    markSeen,
  };
}
