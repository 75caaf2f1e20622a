import {
  emailConfirmationEndpoints as endpoints,
  emailConfirmationMessages as m,
} from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { confirmEmail, resendConfirmationLink } from './email-confirmation';

/** A fan's e-mail confirmation: a new link for the signed-in fan, and the link's confirmation. */
export async function emailConfirmationRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
) {
  route(app, endpoints.resend, async (request) => {
    await resendConfirmationLink(services, { userId: request.user.id, ip: request.ip });
    return { message: m.sent };
  });

  route(app, endpoints.confirm, async (request) => {
    await confirmEmail(services, { token: request.body.token, ip: request.ip });
    return { message: m.confirmed };
  });
}
