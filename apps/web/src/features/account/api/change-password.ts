import { type TChangePasswordRequest, ZMessageResponse } from '@fhp/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/auth/change-password: the server re-checks the current password. */
export function useChangePasswordMutation() {
  return useMutation({
    mutationFn: async (input: TChangePasswordRequest) =>
      (await api.post('/api/auth/change-password', input, ZMessageResponse)).message,
  });
}
