import { messages, profileEndpoints, schoolIpEndpoints } from '@fhp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { notifyFailed, notifySaved } from '../../../ui/notify';

/** GET /api/school-ip: my school's approved contract, my acceptance, the way to ask for one. */
export function useSchoolIpStatus() {
  return useQuery({
    queryKey: queryKeys.schoolIp,
    queryFn: ({ signal }) => callApi(schoolIpEndpoints.status, {}, { signal }),
  });
}

/** The profile's offer Yes (POST /api/profile/ip-contract); this page and the profile refresh. */
export function useAcceptSchoolIp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(profileEndpoints.acceptIpContract, { body: { accept: true } }),
    onSuccess: (result) => notifySaved(result.message),
    onError: (error) => notifyFailed(error.message || messages.profile.contractNotFound),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.schoolIp }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profile.all }),
      ]);
    },
  });
}
