import { emailConfirmationEndpoints } from '@fhp/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from './api-client';

/**
 * POST /api/fan/email-confirmation: a new confirmation link for the signed-in fan. Shared: the
 * fan area's notice and a contest's vote button both offer it.
 */
export function useResendConfirmation() {
  return useMutation({ mutationFn: () => callApi(emailConfirmationEndpoints.resend, {}) });
}
