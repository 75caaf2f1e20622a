import { randomUUID } from 'node:crypto';
import {
  maskEmail,
  type TPurchaseKind,
  type TVerificationResponse,
  verificationMessages,
} from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { bookFanPurchase, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const DAY = 24 * 60 * 60 * 1000;

describe('GET /api/verification/:kind/:id', () => {
  let t: TestApp;
  let athleteId: string;
  let fanId: string;
  beforeAll(async () => {
    t = await createTestApp();
    athleteId = (
      await createUser(t.services.db, {
        role: 'athlete',
        firstName: 'Jordan',
        lastName: 'Rivera',
        email: 'jordan@example.com',
      })
    ).id;
    fanId = (
      await createUser(t.services.db, {
        role: 'fan',
        firstName: 'Frankie',
        lastName: 'Fanning',
        email: 'frankie@example.com',
      })
    ).id;
  });
  afterAll(() => t.close());

  async function buy(kind: TPurchaseKind, cents: number, createdAt: Date, fan = fanId) {
    return bookFanPurchase(t.services.db, {
      kind,
      athleteUserId: athleteId,
      buyerUserId: fan,
      amountCents: cents,
      at: createdAt,
    });
  }
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const expectNotFound = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, url).toBe(404);
    expect(res.json().error).toMatchObject({ code: 'NOT_FOUND', message: 'This Badge not found' });
  };

  it('shows the purchase with its fan, athlete and an active license', async () => {
    const at = new Date(Date.now() - 2 * DAY);
    const id = await buy('endorsement', 450, at);
    const res = await get(`/api/verification/endorsment_badges/${id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as TVerificationResponse;
    expect(body).toEqual({
      id,
      kind: 'endorsment_badges',
      fanName: 'Frankie Fanning',
      fanEmail: 'f•••@example.com',
      athleteName: 'Jordan Rivera',
      athleteEmail: 'j•••@example.com',
      itemTitle: null,
      amountCents: 450,
      purchasedAt: at.toISOString(),
      license: {
        weeks: 4,
        endsAt: new Date(at.getTime() + 28 * DAY).toISOString(),
        active: true,
        refundedAt: null,
      },
    });
  });

  it('never sends a full e-mail address, only its first letter and domain', async () => {
    const id = await buy('momento', 200, new Date());
    const res = await get(`/api/verification/momento/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('frankie@example.com');
    expect(res.body).not.toContain('jordan@example.com');
    expect(res.json()).toMatchObject({
      fanEmail: maskEmail('frankie@example.com'),
      athleteEmail: maskEmail('jordan@example.com'),
    });
  });

  it('reads each URL kind from its own purchase kind', async () => {
    const at = new Date();
    const pairs: [string, TPurchaseKind][] = [
      ['seasonal_badges', 'seasonal_badge'],
      ['momento', 'momento'],
      ['talking_badges', 'talking_badge'],
      ['my_badges', 'sport_badge'],
      ['endorsment_badges', 'endorsement'],
    ];
    for (const [urlKind, kind] of pairs) {
      const id = await buy(kind, 100, at);
      expect((await get(`/api/verification/${urlKind}/${id}`)).statusCode).toBe(200);
      // The same id under another page's kind is not that page's badge.
      const other = urlKind === 'momento' ? 'my_badges' : 'momento';
      await expectNotFound(`/api/verification/${other}/${id}`);
    }
    // Chats have no verification page.
    const chat = await buy('group_chat', 100, at);
    for (const [urlKind] of pairs) await expectNotFound(`/api/verification/${urlKind}/${chat}`);
  });

  it('says the license has ended once its weeks are over', async () => {
    const id = await buy('sport_badge', 100, new Date(Date.now() - 8 * DAY));
    const body = (await get(`/api/verification/my_badges/${id}`)).json() as TVerificationResponse;
    expect(body.license).toMatchObject({ weeks: 1, active: false });
    const none = await buy('sport_badge', 99, new Date());
    const under = (await get(`/api/verification/my_badges/${none}`)).json();
    expect(under.license).toMatchObject({ weeks: 0, active: false });
  });

  it('keeps the record and its fan: a fan with sales is never deleted, only deactivated', async () => {
    const fan = await createUser(t.services.db, {
      role: 'fan',
      firstName: 'Kept',
      lastName: 'Fan',
    });
    const id = await buy('momento', 300, new Date(), fan.id);
    await expect(t.services.db.delete(users).where(eq(users.id, fan.id))).rejects.toThrow();
    await t.services.db.update(users).set({ blocked: true }).where(eq(users.id, fan.id));
    const body = (await get(`/api/verification/momento/${id}`)).json();
    expect(body).toMatchObject({ fanName: 'Kept Fan', athleteName: 'Jordan Rivera' });
  });

  it("answers 'This Badge not found' for an unknown id, kind or a malformed id", async () => {
    expect(verificationMessages.notFound).toBe('This Badge not found');
    await expectNotFound(`/api/verification/momento/${randomUUID()}`);
    await expectNotFound('/api/verification/momento/not-a-uuid');
    await expectNotFound("/api/verification/momento/1'%20or%201=1");
    await expectNotFound(`/api/verification/endorsement_badges/${randomUUID()}`);
    await expectNotFound(`/api/verification/toString/${randomUUID()}`);
  });
});
