import { messages } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { emailOutbox, parentalConsents } from '../../db/schema';
import { createUser } from '../../test/factories';
import { highSchoolSignUp, postSignUp } from '../../test/sign-up';
import { createTestApp, type TestApp } from '../../test/test-app';

const m = messages.consent;

describe('parental consent', () => {
  let t: TestApp;
  const post = (url: string, payload?: object) => t.app.inject({ method: 'POST', url, payload });
  const confirm = (id: string) => post(`/api/consents/${id}/confirm`);
  const consentFor = async (guardianEmail: string) => {
    const athlete = await createUser(t.services.db);
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
      const res = await confirm(encodeURIComponent(id));
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(m.notFound);
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
