import { Writable } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, parentalConsents } from '../../db/schema';
import { createUser } from '../../test/factories';
import { collegeSignUp, postSignUp } from '../../test/sign-up';
import { createTestApp, type TestApp } from '../../test/test-app';
import { REDACTED, redactLinksIn, redactUrl } from './log-redaction';

describe('redacting the secrets of a logged URL', () => {
  it.each([
    ['/auth/reset-password?token=abc123', `/auth/reset-password?token=${REDACTED}`],
    ['/auth/registration-fee?feeToken=abc123', `/auth/registration-fee?feeToken=${REDACTED}`],
    [
      '/auth/registration-fee?feeToken=abc&paymentId=p1&token=ORDER9&PayerID=Q',
      `/auth/registration-fee?feeToken=${REDACTED}&paymentId=p1&token=${REDACTED}&PayerID=Q`,
    ],
    ['/auth/registration-fee?%66eeToken=abc', `/auth/registration-fee?%66eeToken=${REDACTED}`],
    ['/confirm-consent?id=abc', `/confirm-consent?id=${REDACTED}`],
    ['/api/consents/abc/confirm', `/api/consents/${REDACTED}/confirm`],
    ['/api/consents/abc/confirm?x=1', `/api/consents/${REDACTED}/confirm?x=1`],
    ['/%61pi/consents/abc/confirm', `/api/consents/${REDACTED}/confirm`],
    [
      '/auth/login?redirect=%2Fauth%2Fregistration-fee%3FfeeToken%3Dabc',
      `/auth/login?redirect=${encodeURIComponent(`/auth/registration-fee?feeToken=${REDACTED}`)}`,
    ],
    ['/auth/reset-password#token=abc', '/auth/reset-password'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it.each([
    '/api/files/0b0e5c1c-1f47-4e62-9a45-5f0a3b7d2c11',
    '/blogs?category=News&year=2026',
    '/api/issues/42?id=7',
    '/auth/login?redirect=%2Fprofile',
  ])('leaves %s as it is', (url) => {
    expect(redactUrl(url)).toBe(url);
  });

  it('redacts links inside a free text such as an error message', () => {
    expect(
      redactLinksIn("'/api/consents/abc%zz/confirm' is not a valid url component"),
    ).not.toContain('abc');
    expect(redactLinksIn('see https://fhp.example/auth/reset-password?token=abc now')).toBe(
      `see https://fhp.example/auth/reset-password?token=${REDACTED} now`,
    );
  });
});

describe("the server's request logs", () => {
  let t: TestApp;
  let logs = '';
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logs += chunk.toString();
        done();
      },
    });
    t = await createTestApp({ logStream: stream });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const post = (url: string, payload?: object) => t.app.inject({ method: 'POST', url, payload });

  it('never contain a reset token, a fee token or a consent id', async () => {
    const signUp = await postSignUp(t, collegeSignUp());
    const feeToken: string = signUp.json().feeToken;

    const user = await createUser(t.services.db);
    await post('/api/auth/forgot-password', { email: user.email });
    const [mail] = await t.services.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, user.email))
      .orderBy(desc(emailOutbox.createdAt));
    const resetToken = decodeURIComponent(mail?.textBody.match(/token=([^\s]+)/)?.[1] ?? '');
    expect(resetToken.length).toBeGreaterThan(20);

    const [consent] = await t.services.db
      .insert(parentalConsents)
      .values({ athleteUserId: user.id, guardianEmail: 'parent@example.com' })
      .returning();
    const consentId = consent?.id ?? '';

    const feePage = `/auth/registration-fee?feeToken=${encodeURIComponent(feeToken)}`;
    await get(feePage);
    await get(`${feePage}&paymentId=p-1&token=PAYPAL-ORDER-1234567&PayerID=PAYER1`);
    await get(`/auth/login?redirect=${encodeURIComponent(feePage)}`);
    await post('/api/registration/fee/summary', { token: feeToken });
    await get(`/auth/reset-password?token=${encodeURIComponent(resetToken)}`);
    await post('/api/auth/reset-password', { token: resetToken, password: 'brand-new-pass' });
    await get(`/confirm-consent?id=${consentId}`);
    await post(`/api/consents/${consentId}/confirm`);
    await post(`/api/consents/${consentId}%zz/confirm`);

    // The requests were logged, with their secrets replaced.
    expect(logs).toContain(`/auth/registration-fee?feeToken=${REDACTED}`);
    expect(logs).toContain(`/auth/reset-password?token=${REDACTED}`);
    expect(logs).toContain(`/api/consents/${REDACTED}/confirm`);
    for (const secret of [feeToken, resetToken, consentId, 'PAYPAL-ORDER-1234567']) {
      expect(logs).not.toContain(secret);
      expect(logs).not.toContain(encodeURIComponent(secret));
    }
  });
});
