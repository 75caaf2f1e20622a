import { paymentEndpoints as endpoints } from '@fhp/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import type { AppServices } from '../../platform/services';
import { cancelPayment, getPaymentForUser } from './payment-queries';
import { handlePayPalWebhook } from './paypal-webhook';
import { decideSimulatedOrder, simulatedOrderSummary } from './simulated-checkout';

/**
 * Generic payment routes. Capturing is not one of them: each feature captures through
 * `capturePayment`, which applies the handler the feature registered for its purpose.
 */
export async function paymentsRoutes(
  app: FastifyInstance,
  { services }: { services: AppServices },
) {
  route(app, endpoints.get, async (request) =>
    getPaymentForUser(services, request.params.id, request.user.id),
  );

  route(app, endpoints.cancel, async (request) =>
    cancelPayment(services, request.params.id, request.user.id),
  );

  // PayPal's notifications. PayPal signs the exact bytes it sends, so this route keeps the raw
  // body (its own JSON parser, in its own plugin scope). It carries no Origin header and no
  // cookie, so the same-origin check lets it through; the signature is what is checked.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    route(scope, endpoints.paypalWebhook, async (request) => {
      // The endpoint declares no body schema: the parser above leaves the raw text.
      const rawBody: unknown = request.body;
      return handlePayPalWebhook(
        services,
        { headers: request.headers, rawBody: typeof rawBody === 'string' ? rawBody : '' },
        request.log,
      );
    });
  });

  // The simulated checkout exists only while the simulator takes the payments (never in
  // production unless allowed by name); its random order id is what grants access.
  const { payments: paymentsConfig } = services.config;
  if (paymentsConfig.provider === 'local' && paymentsConfig.enabled) {
    route(app, endpoints.simulatedOrder, async (request) =>
      simulatedOrderSummary(services, request.params.orderId),
    );
    route(app, endpoints.simulatedApprove, async (request) =>
      decideSimulatedOrder(services, request.params.orderId, 'approve'),
    );
    route(app, endpoints.simulatedCancel, async (request) =>
      decideSimulatedOrder(services, request.params.orderId, 'cancel'),
    );
  }
}
