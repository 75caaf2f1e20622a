import {
  pizzaMoneyEndpoints as endpoints,
  fanPizzaMoneyEndpoints as fanEndpoints,
} from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { cursorParam } from '../../platform/http/cursor';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { acceptPizzaRequest } from './accept-pizza-request';
import { askPizzaMoney } from './ask-pizza-money';
import { readAthletePizzaMoney } from './athlete-pizza-money';
import { capturePizzaDonation } from './capture-pizza-donation';
import { checkGiftable, createGiftBadge } from './create-gift-badge';
import { donatePizzaMoney } from './donate-pizza-money';
import { readGiftForm } from './gift-form';
import { listPizzaDonations } from './list-pizza-donations';
import { listPizzaRequests } from './list-pizza-requests';
import { rejectPizzaRequest } from './reject-pizza-request';

export async function pizzaMoneyRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
) {
  // The athlete's side: my requests only (ownership is in every query).
  route(app, endpoints.list, async (request) =>
    listPizzaRequests(services.db, request.user.id, {
      cursor: cursorParam(request.query.cursor),
      limit: request.query.limit,
    }),
  );
  route(app, endpoints.accept, async (request) =>
    acceptPizzaRequest(services, request.user.id, request.params.id),
  );
  route(app, endpoints.reject, async (request) =>
    rejectPizzaRequest(services, request.user.id, request.params.id),
  );
  route(app, endpoints.donations, async (request) =>
    listPizzaDonations(services.db, request.user.id, request.params.id),
  );
  route(app, endpoints.gift, async (request, reply) => {
    // Another athlete's request (404) or one that offers no gift (409) before the form is read.
    await checkGiftable(services.db, request.user.id, request.params.id);
    const form = await readGiftForm(request);
    const answer = await createGiftBadge(services, request.user.id, request.params.id, form);
    return reply.status(201).send(answer);
  });

  // The fan's side, on the athlete's public page.
  route(
    app,
    fanEndpoints.athlete,
    async (request) =>
      readAthletePizzaMoney(services.db, request.params.athleteNumber, request.user?.id ?? null),
    // A signed-in fan also sees their own request waiting for an answer.
    { session: 'optional' },
  );
  route(app, fanEndpoints.ask, async (request, reply) =>
    reply
      .status(201)
      .send(await askPizzaMoney(services, request.user.id, request.body.athleteNumber)),
  );
  route(app, fanEndpoints.donate, async (request, reply) =>
    reply.status(201).send(await donatePizzaMoney(services, request.user.id, request.body)),
  );
  route(app, fanEndpoints.capture, async (request) =>
    capturePizzaDonation(services, request.user.id, request.params.paymentId, request.log),
  );
}
