import { authEndpoints, type TChangePasswordRequest } from '@fhp/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /api/auth/change-password: the server re-checks the current password. */
export function useChangePasswordMutation() {
  return useMutation({
    mutationFn: async (input: TChangePasswordRequest) =>
      (await callApi(authEndpoints.changePassword, { body: input })).message,
  });
}
