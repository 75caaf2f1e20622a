import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint';
import {
  ZPaymentIdParams,
  ZPaymentResponse,
  ZRedirectResponse,
  ZSimulatedOrder,
  ZSimulatedOrderParams,
} from './payments.schemas';

/** What the webhook answers once PayPal's event is verified and handled. */
const ZWebhookReceived = z.object({ received: z.literal(true) });

export const paymentEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/payments/:id',
    access: 'signed-in',
    tags: ['payments'],
    summary: 'A payment of the signed-in user',
    params: ZPaymentIdParams,
    response: ZPaymentResponse,
    errors: [404, 409],
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/payments/:id/cancel',
    access: 'signed-in',
    tags: ['payments'],
    summary: 'Cancel an open payment of the signed-in user',
    params: ZPaymentIdParams,
    response: ZPaymentResponse,
    errors: [404, 409],
  }),
  /**
   * PayPal signs the exact bytes it sends, so the server reads this body raw (no schema here):
   * the signature, checked with PayPal, is what is validated.
   */
  paypalWebhook: defineEndpoint({
    method: 'POST',
    path: '/api/payments/paypal/webhook',
    access: 'public',
    tags: ['payments'],
    summary: 'PayPal webhook (signature verified with PayPal; raw JSON event)',
    response: ZWebhookReceived,
    errors: [400, 401, 404, 409, 502],
  }),
  // The simulated checkout stands in for PayPal's page: its random order id grants access, like
  // PayPal's order token, so it needs no session. The server registers these three only while
  // the simulator takes the payments.
  simulatedOrder: defineEndpoint({
    method: 'GET',
    path: '/api/payments/simulated/:orderId',
    access: 'public',
    tags: ['payments'],
    summary: 'Simulated checkout: the order to approve (test money)',
    params: ZSimulatedOrderParams,
    response: ZSimulatedOrder,
    errors: [401, 404, 409],
  }),
  simulatedApprove: defineEndpoint({
    method: 'POST',
    path: '/api/payments/simulated/:orderId/approve',
    access: 'public',
    tags: ['payments'],
    summary: 'Simulated checkout: approve the order (test money)',
    params: ZSimulatedOrderParams,
    response: ZRedirectResponse,
    errors: [401, 404, 409],
  }),
  simulatedCancel: defineEndpoint({
    method: 'POST',
    path: '/api/payments/simulated/:orderId/cancel',
    access: 'public',
    tags: ['payments'],
    summary: 'Simulated checkout: cancel the order (test money)',
    params: ZSimulatedOrderParams,
    response: ZRedirectResponse,
    errors: [401, 404, 409],
  }),
};
