import { ZPaymentRequired } from '../payments/checkout.schemas';
import { defineEndpoint, ZBinaryBody } from '../platform/endpoint';
import { ZDeliveryFileParams } from './fan-purchases.delivery';
import {
  ZCheckoutRequest,
  ZFanCaptureParams,
  ZFanCaptureResponse,
  ZFanPurchaseParams,
  ZFanPurchasesPage,
  ZFanPurchasesQuery,
  ZFanReceipt,
} from './fan-purchases.schemas';

export const fanPurchasesEndpoints = {
  checkout: defineEndpoint({
    method: 'POST',
    path: '/api/fan/checkout',
    access: ['fan'],
    tags: ['fan-purchases'],
    summary: "Open a checkout for an athlete's item; the server prices it",
    body: ZCheckoutRequest,
    status: 201,
    response: ZPaymentRequired,
    errors: [404, 409, 503],
  }),
  capture: defineEndpoint({
    method: 'POST',
    path: '/api/fan/checkout/:paymentId/capture',
    access: ['fan'],
    tags: ['fan-purchases'],
    summary: 'Back from the checkout: capture the payment and record the purchase once',
    params: ZFanCaptureParams,
    response: ZFanCaptureResponse,
    errors: [404, 409, 502],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/fan/purchases',
    access: ['fan'],
    tags: ['fan-purchases'],
    summary: "The signed-in fan's purchases, newest first, 5 a page",
    query: ZFanPurchasesQuery,
    response: ZFanPurchasesPage,
  }),
  receipt: defineEndpoint({
    method: 'GET',
    path: '/api/fan/purchases/:id',
    access: ['fan'],
    tags: ['fan-purchases'],
    summary: "One purchase's itemised receipt (the fan's own only)",
    params: ZFanPurchaseParams,
    response: ZFanReceipt,
    errors: [404],
  }),
  file: defineEndpoint({
    method: 'GET',
    path: '/api/fan/purchases/:id/files/:file',
    // Operators may open any purchase's files (policy: operator); the buyer their own (owner).
    access: ['fan', 'admin'],
    policy: { action: 'read', resource: 'purchase' },
    tags: ['fan-purchases'],
    summary:
      "A purchase's delivered file (card PNG/PDF, talking badge image): the buyer's own, while the license is active",
    params: ZDeliveryFileParams,
    response: ZBinaryBody,
    errors: [404, 410],
  }),
};
