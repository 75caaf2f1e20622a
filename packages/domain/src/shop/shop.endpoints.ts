import { defineEndpoint } from '../platform/endpoint';
import {
  ZShopOrderRequest,
  ZShopOrderResult,
  ZShopOrderStartResponse,
  ZShopPaymentParams,
} from './shop.schemas';

const tags = ['shop'] as const;

export const shopEndpoints = {
  startOrder: defineEndpoint({
    method: 'POST',
    path: '/api/shop/orders',
    access: 'public',
    tags,
    summary: 'Pay Now: validate the order form, compute the total, open the payment (public)',
    body: ZShopOrderRequest,
    response: ZShopOrderStartResponse,
    errors: [404, 409, 429],
  }),
  captureOrder: defineEndpoint({
    method: 'POST',
    path: '/api/shop/orders/:paymentId/capture',
    access: 'public',
    tags,
    summary: 'Back from the provider: capture and save the order once (safe to repeat)',
    params: ZShopPaymentParams,
    response: ZShopOrderResult,
    errors: [402, 404, 409],
  }),
  orderResult: defineEndpoint({
    method: 'GET',
    path: '/api/shop/orders/:paymentId',
    access: 'public',
    tags,
    summary: "An order's outcome by payment id (status and success message, no address)",
    params: ZShopPaymentParams,
    response: ZShopOrderResult,
    errors: [404, 409],
  }),
};
