import { authEndpoints as endpoints, messages } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { announceSessionsEnded } from '../../platform/auth/session-events';
import { clearSessionCookie } from '../../platform/auth/session-plugin';
import { deleteSession } from '../../platform/auth/sessions';
import { unauthenticated } from '../../platform/http/app-error';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { changePassword } from './change-password';
import { login } from './login';
import { requestPasswordReset, resetPassword } from './password-reset';
import { answerNewSession } from './session-answer';

const m = messages.auth;

export async function authRoutes(app: FastifyInstance, { services }: { services: AppServices }) {
  route(
    app,
    endpoints.login,
    async (request, reply) => {
      const session = await login(services, {
        ...request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        previousToken: request.sessionToken,
      });
      return { user: await answerNewSession(services, reply, session) };
    },
    // The session being replaced is ended (no fixation), so sign-in reads it.
    { session: 'optional' },
  );

  route(
    app,
    endpoints.logout,
    async (request, reply) => {
      if (request.sessionToken) {
        await deleteSession(services.db, request.sessionToken);
        if (request.user) await announceSessionsEnded(services, request.user.id, request.log);
      }
      clearSessionCookie(reply, services);
      return { message: m.signedOut };
    },
    { session: 'optional' },
  );

  route(app, endpoints.forgotPassword, async (request) => {
    await requestPasswordReset(services, { email: request.body.email, ip: request.ip });
    return { message: m.recoveryEmailSent };
  });

  route(app, endpoints.resetPassword, async (request) => {
    await resetPassword(services, { ...request.body, ip: request.ip });
    return { message: m.passwordReset };
  });

  route(app, endpoints.changePassword, async (request) => {
    // A signed-in request always carries its token; this only narrows the type.
    if (!request.sessionToken) throw unauthenticated();
    await changePassword(services, {
      userId: request.user.id,
      currentToken: request.sessionToken,
      currentPassword: request.body.currentPassword,
      newPassword: request.body.newPassword,
      ip: request.ip,
    });
    return { message: m.passwordUpdated };
  });
}
