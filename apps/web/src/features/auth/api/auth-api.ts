import { authEndpoints, type TPanel, type TSessionUser } from '@fhp/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export interface LoginInput {
  email: string;
  password: string;
}

/**
 * POST /api/auth/login into a panel (the athlete panel unless told); the server sets the session
 * cookie and refuses roles the panel does not admit.
 */
export async function login(input: LoginInput, panel: TPanel = 'athlete'): Promise<TSessionUser> {
  const { user } = await callApi(authEndpoints.login, {
    body: { email: input.email.trim(), password: input.password, panel },
  });
  return user;
}

export function useLoginMutation(panel: TPanel = 'athlete') {
  return useMutation({ mutationFn: (input: LoginInput) => login(input, panel) });
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
