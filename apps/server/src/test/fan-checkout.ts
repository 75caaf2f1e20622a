import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/**
 * A fan's checkout as the browser does it: start, approval at the simulator, capture. Asserts
 * each answer and returns the purchase id.
 */
export async function buyThroughCheckout(
  app: FastifyInstance,
  cookie: string,
  payload: object,
): Promise<string> {
  const started = await app.inject({
    method: 'POST',
    url: '/api/fan/checkout',
    headers: { cookie },
    payload,
  });
  expect(started.statusCode, started.body).toBe(201);
  const { paymentId, approveUrl } = started.json();
  await app.inject({
    method: 'POST',
    url: `/api/payments/simulated/${approveUrl.split('/').pop()}/approve`,
    payload: {},
  });
  const captured = await app.inject({
    method: 'POST',
    url: `/api/fan/checkout/${paymentId}/capture`,
    headers: { cookie },
  });
  expect(captured.statusCode, captured.body).toBe(200);
  return captured.json().purchaseId as string;
}
