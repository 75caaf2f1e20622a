import { messages } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { athleteProfiles, emailOutbox, parentalConsents } from '../../db/schema';
import { createUser } from '../../test/factories';
import { highSchoolSignUp, postSignUp } from '../../test/sign-up';
import { createTestApp, type TestApp } from '../../test/test-app';

const m = messages.consent;

describe('parental consent', () => {
  let t: TestApp;
  const post = (url: string, payload?: object) => t.app.inject({ method: 'POST', url, payload });
  const confirm = (id: string, remoteAddress = '198.51.100.20') =>
    t.app.inject({ method: 'POST', url: `/api/consents/${id}/confirm`, remoteAddress });
  const read = (id: string) => t.app.inject({ method: 'GET', url: `/api/consents/${id}` });
  const rowOf = async (id: string) =>
    (await t.services.db.select().from(parentalConsents).where(eq(parentalConsents.id, id)))[0];
  const consentFor = async (guardianEmail: string) => {
    const athlete = await createUser(t.services.db, { firstName: 'Hana', lastName: 'Ortiz' });
    await t.services.db
      .update(athleteProfiles)
      .set({ athleteType: 'High School', schoolName: 'Gainesville High School' })
      .where(eq(athleteProfiles.userId, athlete.id));
    const [row] = await t.services.db
      .insert(parentalConsents)
      .values({ athleteUserId: athlete.id, guardianEmail })
      .returning();
    if (!row) throw new Error('no consent');
    return row;
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('shows who asks for the consent, and opening it confirms nothing', async () => {
    const consent = await consentFor('ask@example.com');
    for (let i = 0; i < 3; i++) {
      const res = await read(consent.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'pending',
        confirmedAt: null,
        athlete: {
          name: 'Hana Ortiz',
          athleteType: 'High School',
          sport: 'Basketball',
          school: 'Gainesville High School',
          state: 'Florida',
        },
      });
      // The guardian's own address is not repeated to whoever holds the link.
      expect(res.body).not.toContain('ask@example.com');
    }
    const row = await rowOf(consent.id);
    expect(row).toMatchObject({ status: 'pending', confirmedAt: null, confirmedIp: null });
  });

  it("logs the guardian's click with its time and address, and keeps the first click's log", async () => {
    const consent = await consentFor('click@example.com');
    const before = Date.now();
    const res = await confirm(consent.id, '203.0.113.7');
    expect(res.statusCode).toBe(200);
    const row = await rowOf(consent.id);
    expect(row?.status).toBe('confirmed');
    expect(row?.confirmedIp).toBe('203.0.113.7');
    expect(row?.confirmedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row?.confirmedAt?.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    // A later click from elsewhere changes nothing; the page now reads as confirmed.
    expect((await confirm(consent.id, '192.0.2.99')).json().outcome).toBe('already-confirmed');
    expect(await rowOf(consent.id)).toMatchObject({
      confirmedIp: '203.0.113.7',
      confirmedAt: row?.confirmedAt,
    });
    expect((await read(consent.id)).json()).toMatchObject({
      status: 'confirmed',
      confirmedAt: row?.confirmedAt?.toISOString(),
    });
  });

  it('confirms once, then says it is already confirmed', async () => {
    const consent = await consentFor('mum@example.com');
    const first = await confirm(consent.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ outcome: 'confirmed', message: m.confirmed });
    const [row] = await t.services.db
      .select()
      .from(parentalConsents)
      .where(eq(parentalConsents.id, consent.id));
    expect(row?.status).toBe('confirmed');
    expect(row?.confirmedAt?.toISOString()).toBe(first.json().confirmedAt);

    const again = await confirm(consent.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      outcome: 'already-confirmed',
      message: m.alreadyConfirmed,
      confirmedAt: first.json().confirmedAt,
    });
  });

  it('says a missing or malformed consent does not exist, never a server error', async () => {
    for (const id of ['2b1c4a52-7f1e-4a8e-9d33-0c8f2f4b9e11', 'not-a-uuid', "1'; drop table x"]) {
      for (const res of [
        await confirm(encodeURIComponent(id)),
        await read(encodeURIComponent(id)),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().error.message).toBe(m.notFound);
      }
    }
  });

  it('confirms once when the link is opened many times at once', async () => {
    const consent = await consentFor('dad@example.com');
    const results = await Promise.all(Array.from({ length: 10 }, () => confirm(consent.id)));
    const outcomes = results.map((r) => r.json().outcome).sort();
    expect(outcomes.filter((o) => o === 'confirmed')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'already-confirmed')).toHaveLength(9);
  });

  it('e-mails the guardian the link when a high-school athlete pays the fee', async () => {
    const data = highSchoolSignUp({ guardianEmail: 'Guardian.HS@Example.com' });
    const token = (await postSignUp(t, data)).json().feeToken as string;
    const mails = () =>
      t.services.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, 'guardian.hs@example.com'));
    expect(await mails()).toEqual([]);

    const { paymentId, approveUrl } = (await post('/api/registration/fee', { token })).json();
    await post(`/api/payments/simulated/${approveUrl.split('/').pop()}/approve`, {});
    for (let i = 0; i < 2; i++) {
      const captured = await post('/api/registration/fee/capture', { token, paymentId });
      expect(captured.statusCode).toBe(200);
    }
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ subject: m.emailSubject, template: 'parental-consent' });
    const link = /(\S+\/confirm-consent\?id=(\S+))/.exec(sent[0]?.textBody ?? '');
    expect(link?.[1]?.startsWith(`${t.config.publicUrl}/confirm-consent?id=`)).toBe(true);
    expect((await confirm(link?.[2] ?? '')).json().message).toBe(m.confirmed);
    expect((await confirm(link?.[2] ?? '')).json().message).toBe(m.alreadyConfirmed);
  });

  it.runIf(inject('dbKind') === 'postgres')(
    'confirms once under concurrent requests on PostgreSQL',
    async () => {
      const consent = await consentFor('pg-parent@example.com');
      const results = await Promise.all(Array.from({ length: 20 }, () => confirm(consent.id)));
      expect(results.filter((r) => r.json().outcome === 'confirmed')).toHaveLength(1);
    },
  );
});
