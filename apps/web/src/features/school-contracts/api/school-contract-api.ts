import { schoolContractSigningEndpoints as endpoints, type TSignContractBody } from '@fhp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/school-contracts/:id: the contract for whoever reads it (the verified officer, an
 * operator, the school's administrator, or anyone once approved); a 404 otherwise, which is
 * final (not retried).
 */
export function useSchoolContract(id: string) {
  return useQuery({
    queryKey: queryKeys.schoolContract.detail(id),
    queryFn: ({ signal }) => callApi(endpoints.read, { params: { id } }, { signal }),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** POST /api/school-contracts/:id/code: e-mail a one-time code to the officer (same answer for any id). */
export function useRequestSigningCode(id: string) {
  return useMutation({
    mutationFn: () => callApi(endpoints.requestCode, { params: { id } }),
  });
}

/** POST /api/school-contracts/:id/verify: a right code opens the contract (a cookie), so read it again. */
export function useVerifySigningCode(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callApi(endpoints.verifyCode, { params: { id }, body: { code } }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.schoolContract.detail(id) }),
  });
}

/** POST /api/school-contracts/:id/sign: the officer's Submit; the answer is the signed contract. */
export function useSignContract(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSignContractBody) => callApi(endpoints.sign, { params: { id }, body }),
    onSuccess: (answer) =>
      queryClient.setQueryData(queryKeys.schoolContract.detail(id), answer.contract),
  });
}
