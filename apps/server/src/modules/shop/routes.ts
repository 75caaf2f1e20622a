import {
  ZErrorResponse,
  ZShopOrderRequest,
  ZShopOrderResult,
  ZShopOrderStartResponse,
  ZShopPaymentParams,
} from '@fhp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../../platform/services';
import { captureShopOrder, findShopPayment, shopOrderResult } from './capture-shop-order';
import { startShopOrder } from './start-shop-order';

const tags = ['shop'];
const errors = { 400: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse };
/** Public and it opens provider orders: not free to hammer. */
const ORDER_RATE_LIMIT = { max: 60, timeWindow: '1 hour' };

export const shopRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (
  app,
  { services },
) => {
  app.post(
    '/api/shop/orders',
    {
      config: { rateLimit: ORDER_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Pay Now: validate the order form, compute the total, open the payment (public)',
        body: ZShopOrderRequest,
        response: { 200: ZShopOrderStartResponse, ...errors },
      },
    },
    async (request) => startShopOrder(services, request.body, request.user?.id ?? null),
  );

  app.post(
    '/api/shop/orders/:paymentId/capture',
    {
      schema: {
        tags,
        summary: 'Back from the provider: capture and save the order once (safe to repeat)',
        params: ZShopPaymentParams,
        response: { 200: ZShopOrderResult, 402: ZErrorResponse, ...errors },
      },
    },
    async (request) => captureShopOrder(services, request.params.paymentId),
  );

  app.get(
    '/api/shop/orders/:paymentId',
    {
      schema: {
        tags,
        summary: "An order's outcome by payment id (status and success message, no address)",
        params: ZShopPaymentParams,
        response: { 200: ZShopOrderResult, ...errors },
      },
    },
    async (request) => shopOrderResult(await findShopPayment(services, request.params.paymentId)),
  );
};
