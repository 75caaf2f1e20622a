import { fanPurchasesEndpoints as endpoints } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { cursorParam } from '../../platform/http/cursor';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { captureFanPurchase } from './capture-fan-purchase';
import { listFanPurchases } from './list-fan-purchases';
import { purchaseSubject, readDeliveryFile } from './read-delivery-file';
import { readReceipt } from './read-receipt';
import { startCheckout } from './start-checkout';

export async function fanPurchasesRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
) {
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
    readReceipt(services.db, request.user.id, request.params.id, services.config.publicUrl),
  );
  route(
    app,
    endpoints.file,
    async (request, reply) => {
      const file = await readDeliveryFile(services, request.params.id, request.params.file);
      reply
        .type(file.mimeType)
        .header('content-length', file.sizeBytes)
        // Checked on every request: no cache may answer for the route after the license ends.
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff');
      if (file.downloadName) {
        reply.header('content-disposition', `attachment; filename="${file.downloadName}"`);
      }
      return reply.send(file.body);
    },
    {
      authorize: {
        db: services.db,
        subject: (request) => purchaseSubject(services.db, request.params.id),
      },
    },
  );
}
