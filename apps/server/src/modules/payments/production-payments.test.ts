import { messages } from '@fhp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { shopShipping } from '../../test/shop-order';
import { createTestApp, type TestApp } from '../../test/test-app';
import { writeSiteSetting } from '../site-settings/site-settings';

const order = {
  ...shopShipping,
  type: 'poster',
  posterPacks: 1,
};

describe('simulated payments in production', () => {
  let production: TestApp;
  let optedIn: TestApp;
  beforeAll(async () => {
    production = await createTestApp({ env: { NODE_ENV: 'production' } });
    optedIn = await createTestApp({
      env: { NODE_ENV: 'production', SIMULATED_PAYMENTS_TAKE_NO_REAL_MONEY: 'true' },
      database: production.database,
    });
    await writeSiteSetting(production.services.db, 'shopAvailable', true);
  });
  afterAll(async () => {
    await optedIn?.close();
    await production?.close();
  });

  it('refuses a payment before any order exists, and has no simulated checkout', async () => {
    const res = await production.app.inject({
      method: 'POST',
      url: '/api/shop/orders',
      payload: order,
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: { code: 'PAYMENTS_UNAVAILABLE', message: messages.payments.unavailable },
    });
    const checkout = await production.app.inject({
      method: 'GET',
      url: '/api/payments/simulated/00000000-0000-4000-8000-000000000000',
    });
    expect(checkout.statusCode).toBe(404);
    expect(checkout.json().error.message).toBe(messages.platform.routeNotFound);
  });

  it('takes simulated payments only when SIMULATED_PAYMENTS_TAKE_NO_REAL_MONEY allows it', async () => {
    const res = await optedIn.app.inject({
      method: 'POST',
      url: '/api/shop/orders',
      payload: order,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().approveUrl).toMatch(/\/checkout\/simulated\//);
    const open = await optedIn.services.db.select({ id: payments.id }).from(payments);
    // Only the opted-in instance opened a payment.
    expect(open).toHaveLength(1);
  });
});
