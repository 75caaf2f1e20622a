import {
  fansEndpoints as endpoints,
  fansMessages,
  MAX_SIGN_UPS_PER_ADDRESS,
  messages,
  SIGN_UP_WINDOW_MINUTES,
} from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { limitByAddress } from '../../platform/limits/limit-by-address';
import type { AppServices } from '../../platform/services';
import { answerNewSession } from '../auth/session-answer';
import { signUpFan } from './sign-up-fan';

export async function fanRoutes(app: FastifyInstance, { services }: { services: AppServices }) {
  route(
    app,
    endpoints.signUp,
    async (request, reply) => {
      const session = await signUpFan(services, {
        ...request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        previousToken: request.sessionToken,
      });
      const user = await answerNewSession(services, reply, session);
      return reply.status(201).send({ user, message: fansMessages.signedUp });
    },
    {
      // A sign-up is public and hashes a password: counted per address in the database,
      // together with the athletes' sign-ups (one budget of new accounts per network).
      preHandler: limitByAddress(services.db, {
        scope: 'sign-up-address',
        max: MAX_SIGN_UPS_PER_ADDRESS,
        windowMs: SIGN_UP_WINDOW_MINUTES * 60_000,
        message: messages.registration.tooManySignUps,
      }),
      // The session being replaced is ended, as at sign-in, so the route reads it.
      session: 'optional',
    },
  );
}
