import { fansEndpoints, type TFanSignUpInput } from '@fhp/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /api/fans: creates the fan account and signs it in (the server sets the cookie). */
export function useFanSignUpMutation() {
  return useMutation({
    mutationFn: (input: TFanSignUpInput) => callApi(fansEndpoints.signUp, { body: input }),
  });
}
