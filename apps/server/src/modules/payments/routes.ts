import {
  ZErrorResponse,
  ZPaymentIdParams,
  ZPaymentResponse,
  ZRedirectResponse,
  ZSimulatedOrder,
  ZSimulatedOrderParams,
} from '@fhp/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth/session-plugin';
import { unauthenticated } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { cancelPayment, getPaymentForUser } from './payment-queries';
import { handlePayPalWebhook } from './paypal-webhook';
import { decideSimulatedOrder, simulatedOrderSummary } from './simulated-checkout';

/** requireUser ran first; this only narrows the type without a non-null assertion. */
function signedInId(request: FastifyRequest): string {
  if (!request.user) throw unauthenticated();
  return request.user.id;
}

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};

/**
 * Generic payment routes. Capturing is not one of them: each feature captures through
 * `capturePayment`, which applies the handler the feature registered for its purpose.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  app.get(
    '/api/payments/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: ['payments'],
        summary: 'A payment of the signed-in user',
        params: ZPaymentIdParams,
        response: { 200: ZPaymentResponse, ...errors },
      },
    },
    async (request) => getPaymentForUser(services, request.params.id, signedInId(request)),
  );

  app.post(
    '/api/payments/:id/cancel',
    {
      onRequest: requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Cancel an open payment of the signed-in user',
        params: ZPaymentIdParams,
        response: { 200: ZPaymentResponse, ...errors },
      },
    },
    async (request) => cancelPayment(services, request.params.id, signedInId(request)),
  );

  // PayPal's notifications. PayPal signs the exact bytes it sends, so this route keeps the raw
  // body (its own JSON parser, in its own plugin scope). It carries no Origin header and no
  // cookie, so the same-origin check lets it through; the signature is what is checked.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      '/api/payments/paypal/webhook',
      {
        schema: {
          tags: ['payments'],
          summary: 'PayPal webhook (signature verified with PayPal; raw JSON event)',
          response: { 200: z.object({ received: z.literal(true) }), ...errors },
        },
      },
      async (request) =>
        handlePayPalWebhook(
          services,
          {
            headers: request.headers,
            rawBody: typeof request.body === 'string' ? request.body : '',
          },
          request.log,
        ),
    );
  });

  // The simulated checkout stands in for PayPal's page. Like PayPal's order token, the random
  // order id is what grants access, so these routes need no session. They exist only while the
  // simulator takes the payments (never in production unless allowed by name).
  const { payments: paymentsConfig } = services.config;
  if (paymentsConfig.provider === 'local' && paymentsConfig.enabled) {
    app.get(
      '/api/payments/simulated/:orderId',
      {
        schema: {
          tags: ['payments'],
          summary: 'Simulated checkout: the order to approve (test money)',
          params: ZSimulatedOrderParams,
          response: { 200: ZSimulatedOrder, ...errors },
        },
      },
      async (request) => simulatedOrderSummary(services, request.params.orderId),
    );

    for (const decision of ['approve', 'cancel'] as const) {
      app.post(
        `/api/payments/simulated/:orderId/${decision}`,
        {
          schema: {
            tags: ['payments'],
            summary: `Simulated checkout: ${decision} the order (test money)`,
            params: ZSimulatedOrderParams,
            response: { 200: ZRedirectResponse, ...errors },
          },
        },
        async (request) => decideSimulatedOrder(services, request.params.orderId, decision),
      );
    }
  }
};
