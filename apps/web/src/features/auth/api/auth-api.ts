import { authEndpoints, type TSessionUser } from '@fhp/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export interface LoginInput {
  email: string;
  password: string;
}

/** POST /api/auth/login into the athlete panel; the server sets the session cookie. */
export async function login(input: LoginInput): Promise<TSessionUser> {
  const { user } = await callApi(authEndpoints.login, {
    body: { email: input.email.trim(), password: input.password, panel: 'athlete' },
  });
  return user;
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}

export function useForgotPasswordMutation() {
  return useMutation({
    mutationFn: async (email: string) =>
      (await callApi(authEndpoints.forgotPassword, { body: { email: email.trim() } })).message,
  });
}

export function useResetPasswordMutation() {
  return useMutation({
    mutationFn: async (input: { token: string; password: string }) =>
      (await callApi(authEndpoints.resetPassword, { body: input })).message,
  });
}
