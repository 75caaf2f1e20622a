import { fanPurchasesEndpoints as endpoints, FAN_PURCHASE_PURPOSE } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { cursorParam } from '../../platform/http/cursor';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { registerCaptureHandler } from '../payments/capture-handlers';
import { captureFanPurchase, fanPurchaseCapture } from './capture-fan-purchase';
import { listFanPurchases } from './list-fan-purchases';
import { readReceipt } from './read-receipt';
import { startCheckout } from './start-checkout';

export async function fanPurchasesRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
) {
  // Registered with the app's services (the receipt e-mail needs its Mailer); the capture from
  // the fan's return, the reconciliation job and PayPal's webhook all run in this process.
  registerCaptureHandler(FAN_PURCHASE_PURPOSE, fanPurchaseCapture(services));

  route(app, endpoints.checkout, async (request, reply) =>
    reply.status(201).send(await startCheckout(services, request.user.id, request.body)),
  );
  route(app, endpoints.capture, async (request) =>
    captureFanPurchase(services, request.user.id, request.params.paymentId, request.log),
  );
  route(app, endpoints.list, async (request) =>
    listFanPurchases(services.db, request.user.id, {
      cursor: cursorParam(request.query.cursor),
      limit: request.query.limit,
    }),
  );
  route(app, endpoints.receipt, async (request) =>
    readReceipt(services.db, request.user.id, request.params.id),
  );
}
