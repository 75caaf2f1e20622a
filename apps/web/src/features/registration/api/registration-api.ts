import {
  registrationEndpoints,
  SIGN_UP_DATA_FIELD,
  SIGN_UP_PHOTO_FIELD,
  type TAthleteSignUpInput,
} from '@fhp/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { postMultipart } from '../../../lib/upload';

export interface SignUpVariables {
  data: TAthleteSignUpInput;
  photo: File;
  onProgress?: (fraction: number) => void;
}

/** POST /api/registration/athletes: the form as JSON in `data`, the photo beside it. */
export function signUp({ data, photo, onProgress }: SignUpVariables) {
  const body = new FormData();
  body.append(SIGN_UP_DATA_FIELD, JSON.stringify(data));
  body.append(SIGN_UP_PHOTO_FIELD, photo, photo.name);
  // Not callApi: the form goes through XMLHttpRequest, which reports upload progress.
  return postMultipart(registrationEndpoints.signUp, body, { onProgress });
}

export function useSignUpMutation() {
  return useMutation({ mutationFn: signUp });
}

/** Who pays, how much: the fee page's summary for a fee token. */
export function useFeeSummary(token: string) {
  return useQuery({
    queryKey: queryKeys.registration.feeSummary(token),
    queryFn: ({ signal }) =>
      callApi(registrationEndpoints.feeSummary, { body: { token } }, { signal }),
    enabled: token.length > 0,
    retry: false,
  });
}

/** Opens the $4.00 order; the browser then goes to `approveUrl`. */
export function useStartFeeMutation() {
  return useMutation({
    mutationFn: (token: string) => callApi(registrationEndpoints.startFee, { body: { token } }),
  });
}

/** Captures the approved fee: the account becomes active. Safe to repeat. */
export function useCaptureFeeMutation() {
  return useMutation({
    mutationFn: (input: { token: string; paymentId: string }) =>
      callApi(registrationEndpoints.captureFee, { body: input }),
  });
}

/**
 * Back from paying: the paid fee's token and payment give the athlete their first session (the
 * server sets the cookie, once per token), so no second sign-in follows the fee.
 */
export function useFeeSessionMutation() {
  return useMutation({
    mutationFn: (input: { token: string; paymentId: string }) =>
      callApi(registrationEndpoints.feeSession, { body: input }),
  });
}

/** A pending athlete's e-mail and password give a fresh fee token. */
export function useResumeFeeMutation() {
  return useMutation({
    mutationFn: (input: { email: string; password: string }) =>
      callApi(registrationEndpoints.resumeFee, {
        body: { email: input.email.trim(), password: input.password },
      }),
  });
}

/** Where the fee page lives for a token. */
export const feePagePath = (token: string) =>
  `/auth/registration-fee?feeToken=${encodeURIComponent(token)}`;
