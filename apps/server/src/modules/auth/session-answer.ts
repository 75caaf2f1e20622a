import type { FastifyReply } from 'fastify';
import { setSessionCookie } from '../../platform/auth/session-plugin';
import { findSession } from '../../platform/auth/sessions';
import { unauthenticated } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';

/**
 * Hands a session that was just created to the browser: sets its cookie and answers its user
 * read back through the session, exactly as `/api/me` will see it. Sign-in and fan sign-up
 * both end this way, so a new account and a returning one get the same cookie and user.
 */
export async function answerNewSession(
  services: AppServices,
  reply: FastifyReply,
  session: { token: string; expiresAt: Date },
) {
  const found = await findSession(services.db, session.token, services.config.sessionIdleMs);
  if (!found) throw unauthenticated();
  setSessionCookie(reply, services, session.token, session.expiresAt);
  const { blocked: _blocked, ...user } = found.user;
  return user;
}
