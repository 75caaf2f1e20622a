import {
  registrationEndpoints as endpoints,
  MAX_SIGN_UPS_PER_ADDRESS,
  messages,
  SIGN_UP_WINDOW_MINUTES,
} from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { limitByAddress } from '../../platform/limits/limit-by-address';
import type { AppServices } from '../../platform/services';
import { answerNewSession } from '../auth/session-answer';
import { captureRegistrationFee } from './capture-registration-fee';
import { exchangeFeeTokenForSession } from './fee-session';
import { readSignUpRequest } from './read-sign-up-request';
import { resumeRegistrationFee } from './resume-registration-fee';
import { signUpAthlete } from './sign-up-athlete';
import { registrationFeeSummary, startRegistrationFee } from './start-registration-fee';

export async function registrationRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
) {
  route(
    app,
    endpoints.signUp,
    async (request, reply) => {
      const result = await signUpAthlete(services, await readSignUpRequest(request));
      return reply.status(201).send(result);
    },
    {
      // Sign-up is public and hashes a password: counted per address in the database, shared
      // by every process, before the upload is read.
      preHandler: limitByAddress(services.db, {
        scope: 'sign-up-address',
        max: MAX_SIGN_UPS_PER_ADDRESS,
        windowMs: SIGN_UP_WINDOW_MINUTES * 60_000,
        message: messages.registration.tooManySignUps,
      }),
    },
  );

  route(app, endpoints.feeSummary, async (request) =>
    registrationFeeSummary(services, request.body.token),
  );

  route(app, endpoints.startFee, async (request) =>
    startRegistrationFee(services, request.body.token, request.log),
  );

  route(app, endpoints.captureFee, async (request) =>
    captureRegistrationFee(services, request.body, request.log),
  );

  route(
    app,
    endpoints.feeSession,
    async (request, reply) => {
      const session = await exchangeFeeTokenForSession(services, {
        ...request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        previousToken: request.sessionToken,
      });
      return { user: await answerNewSession(services, reply, session) };
    },
    // The session being replaced is ended (no fixation), as at sign-in, so the route reads it.
    { session: 'optional' },
  );

  route(app, endpoints.resumeFee, async (request) =>
    resumeRegistrationFee(services, { ...request.body, ip: request.ip }),
  );
}
