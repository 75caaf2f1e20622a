import { shopEndpoints as endpoints } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { captureShopOrder, findShopPayment, shopOrderResult } from './capture-shop-order';
import { startShopOrder } from './start-shop-order';

/** Public and it opens provider orders: not free to hammer. */
const ORDER_RATE_LIMIT = { max: 60, timeWindow: '1 hour' };

export async function shopRoutes(app: FastifyInstance, { services }: { services: AppServices }) {
  route(
    app,
    endpoints.startOrder,
    async (request) => startShopOrder(services, request.body, request.user?.id ?? null),
    // A signed-in buyer's order is linked to their account.
    { config: { rateLimit: ORDER_RATE_LIMIT }, session: 'optional' },
  );

  route(app, endpoints.captureOrder, async (request) =>
    captureShopOrder(services, request.params.paymentId),
  );

  route(app, endpoints.orderResult, async (request) =>
    shopOrderResult(await findShopPayment(services, request.params.paymentId)),
  );
}
