import {
  SIGN_UP_DATA_FIELD,
  SIGN_UP_PHOTO_FIELD,
  type TAthleteSignUpInput,
  ZAthleteSignUpResponse,
  ZRegistrationFeeCaptureResponse,
  ZRegistrationFeeResumeResponse,
  ZRegistrationFeeStartResponse,
  ZRegistrationFeeSummary,
} from '@fhp/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
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
  return postMultipart('/api/registration/athletes', body, ZAthleteSignUpResponse, { onProgress });
}

export function useSignUpMutation() {
  return useMutation({ mutationFn: signUp });
}

/** Who pays, how much: the fee page's summary for a fee token. */
export function useFeeSummary(token: string) {
  return useQuery({
    queryKey: queryKeys.registration.feeSummary(token),
    queryFn: ({ signal }) =>
      api.post('/api/registration/fee/summary', { token }, ZRegistrationFeeSummary, { signal }),
    enabled: token.length > 0,
    retry: false,
  });
}

/** Opens the $4.00 order; the browser then goes to `approveUrl`. */
export function useStartFeeMutation() {
  return useMutation({
    mutationFn: (token: string) =>
      api.post('/api/registration/fee', { token }, ZRegistrationFeeStartResponse),
  });
}

/** Captures the approved fee: the account becomes active. Safe to repeat. */
export function useCaptureFeeMutation() {
  return useMutation({
    mutationFn: (input: { token: string; paymentId: string }) =>
      api.post('/api/registration/fee/capture', input, ZRegistrationFeeCaptureResponse),
  });
}

/** A pending athlete's e-mail and password give a fresh fee token. */
export function useResumeFeeMutation() {
  return useMutation({
    mutationFn: (input: { email: string; password: string }) =>
      api.post(
        '/api/registration/fee/resume',
        { email: input.email.trim(), password: input.password },
        ZRegistrationFeeResumeResponse,
      ),
  });
}

/** Where the fee page lives for a token. */
export const feePagePath = (token: string) =>
  `/auth/registration-fee?feeToken=${encodeURIComponent(token)}`;
