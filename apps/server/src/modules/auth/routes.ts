import {
  messages,
  ZChangePasswordRequest,
  ZErrorResponse,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZLoginResponse,
  ZMessageResponse,
  ZResetPasswordRequest,
} from '@fhp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { announceSessionsEnded } from '../../platform/auth/session-events';
import {
  clearSessionCookie,
  requireRole,
  setSessionCookie,
} from '../../platform/auth/session-plugin';
import { deleteSession, findSession } from '../../platform/auth/sessions';
import { unauthenticated } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { changePassword } from './change-password';
import { login } from './login';
import { requestPasswordReset, resetPassword } from './password-reset';

const m = messages.auth;
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  429: ZErrorResponse,
};

export const authRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in to a panel; sets the session cookie',
        body: ZLoginRequest,
        response: { 200: ZLoginResponse, ...errors },
      },
    },
    async (request, reply) => {
      const session = await login(services, {
        ...request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        previousToken: request.sessionToken,
      });
      const found = await findSession(services.db, session.token, services.config.sessionIdleMs);
      if (!found) throw unauthenticated();
      setSessionCookie(reply, services, session.token, session.expiresAt);
      const { blocked: _blocked, ...user } = found.user;
      return { user };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session on the server',
        response: { 200: ZMessageResponse },
      },
    },
    async (request, reply) => {
      if (request.sessionToken) {
        await deleteSession(services.db, request.sessionToken);
        if (request.user) await announceSessionsEnded(services, request.user.id, request.log);
      }
      clearSessionCookie(reply, services);
      return { message: m.signedOut };
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a single-use reset link (same answer for unknown addresses)',
        body: ZForgotPasswordRequest,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => {
      await requestPasswordReset(services, { email: request.body.email, ip: request.ip });
      return { message: m.recoveryEmailSent };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link; ends every session of the account',
        body: ZResetPasswordRequest,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => {
      await resetPassword(services, { ...request.body, ip: request.ip });
      return { message: m.passwordReset };
    },
  );

  app.post(
    '/api/auth/change-password',
    {
      onRequest: requireRole('athlete'),
      schema: {
        tags: ['auth'],
        summary: "Change the signed-in athlete's password; ends their other sessions",
        body: ZChangePasswordRequest,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => {
      if (!request.user || !request.sessionToken) throw unauthenticated();
      await changePassword(services, {
        userId: request.user.id,
        currentToken: request.sessionToken,
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
      });
      return { message: m.passwordUpdated };
    },
  );
};
