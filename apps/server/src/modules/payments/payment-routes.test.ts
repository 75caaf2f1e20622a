import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startPayment } from './start-payment';

describe('payment routes', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  let paymentId: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signedInUser(t.services.db, { role: 'fan' });
    ({ paymentId } = await startPayment(t.services, {
      purpose: 'badge',
      userId: owner.user.id,
      amountCents: 2500,
      description: 'Badge',
      returnPath: '/r',
      cancelPath: '/c',
    }));
  });
  afterAll(() => t.close());

  const read = (cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/payments/${paymentId}`,
      headers: cookie ? { cookie } : {},
    });

  it('shows the owner the status and amount of their payment', async () => {
    const res = await read(owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: paymentId,
      status: 'created',
      amountCents: 2500,
      currency: 'USD',
      purpose: 'badge',
    });
  });

  it('answers 404 to another user, as if the payment did not exist', async () => {
    const other = await signedInUser(t.services.db, { role: 'fan' });
    expect((await read(other.cookie)).statusCode).toBe(404);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${paymentId}/cancel`,
      headers: { cookie: other.cookie },
    });
    expect(cancel.statusCode).toBe(404);
    expect((await read(owner.cookie)).json().status).toBe('created');
  });

  it('asks a signed-out visitor to sign in', async () => {
    expect((await read()).statusCode).toBe(401);
  });

  it('answers 404 for an unknown simulated order and 400 for a malformed id', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/payments/simulated/${crypto.randomUUID()}`,
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/payments/simulated/nope/approve',
    });
    expect(malformed.statusCode).toBe(400);
  });
});
