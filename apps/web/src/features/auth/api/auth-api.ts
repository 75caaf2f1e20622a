import { type TSessionUser, ZLoginResponse, ZMessageResponse } from '@fhp/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface LoginInput {
  email: string;
  password: string;
}

/** POST /api/auth/login into the athlete panel; the server sets the session cookie. */
export async function login(input: LoginInput): Promise<TSessionUser> {
  const { user } = await api.post(
    '/api/auth/login',
    { email: input.email.trim(), password: input.password, panel: 'athlete' },
    ZLoginResponse,
  );
  return user;
}

/** POST /api/auth/logout: ends the session on the server and clears the cookie. */
export async function logout(): Promise<string> {
  return (await api.post('/api/auth/logout', {}, ZMessageResponse)).message;
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}

export function useForgotPasswordMutation() {
  return useMutation({
    mutationFn: async (email: string) =>
      (await api.post('/api/auth/forgot-password', { email: email.trim() }, ZMessageResponse))
        .message,
  });
}

export function useResetPasswordMutation() {
  return useMutation({
    mutationFn: async (input: { token: string; password: string }) =>
      (await api.post('/api/auth/reset-password', input, ZMessageResponse)).message,
  });
}
