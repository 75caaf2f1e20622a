import { emailConfirmationEndpoints } from '@fhp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/email-confirmation/confirm; the session is read again (its `emailConfirmed`). */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => callApi(emailConfirmationEndpoints.confirm, { body: { token } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });
}
