import { COMMUNITY_BADGE_FIRST_PRICE_HOLD_MINUTES, formatDate, messages } from '@fhp/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athleteProfiles, communityBadges, payments, purchases } from '../../db/schema';
import { saveUpload } from '../../platform/storage/files-service';
import { approveSimulated } from '../../test/badges';
import { signedInUser } from '../../test/factories';
import { paymentPostings } from '../../test/ledger-postings';
import { pdfText } from '../../test/pdf-text';
import { createTestApp, type TestApp } from '../../test/test-app';
import { tinyPng } from '../../test/uploads';

const m = messages.communityBadges;

describe('sports community badges', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const inject = (method: 'GET' | 'POST', url: string, cookie?: string) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {} });

  /** Starts, approves and captures one purchase; answers the capture's body. */
  async function buy(cookie: string) {
    const start = await inject('POST', '/api/community-badges/purchase', cookie);
    expect(start.statusCode).toBe(201);
    const pay = start.json();
    await approveSimulated(t.app, pay.approveUrl);
    const captured = await inject(
      'POST',
      `/api/community-badges/payments/${pay.paymentId}/capture`,
      cookie,
    );
    expect(captured.statusCode).toBe(200);
    return { pay, badge: captured.json().badge };
  }

  it('sells the first badge for $2 and creates it once, however often the capture is replayed', async () => {
    const me = await signedInUser(t.services.db);
    const list = await inject('GET', '/api/community-badges', me.cookie);
    expect(list.json()).toEqual({
      nextPriceCents: 200,
      athleteName: 'Test User',
      photoUrl: null,
      badges: [],
    });

    const start = await inject('POST', '/api/community-badges/purchase', me.cookie);
    expect(start.statusCode).toBe(201);
    const pay = start.json();
    expect(pay).toMatchObject({
      outcome: 'payment_required',
      amountCents: 200,
      message: m.paymentRequired,
    });
    const captureUrl = `/api/community-badges/payments/${pay.paymentId}/capture`;
    // Not approved yet: nothing is created.
    expect((await inject('POST', captureUrl, me.cookie)).statusCode).toBe(409);
    await approveSimulated(t.app, pay.approveUrl);
    const answers = await Promise.all([
      inject('POST', captureUrl, me.cookie),
      inject('POST', captureUrl, me.cookie),
    ]);
    const again = await inject('POST', captureUrl, me.cookie);
    expect(again.statusCode).toBe(200);
    const badge = again.json().badge;
    expect(again.json()).toMatchObject({ outcome: 'created', message: m.paymentSuccess });
    expect(badge).toMatchObject({
      badgeType: 'Sports Community Badge',
      amountCents: 200,
    });
    expect(badge.badgeNumber).toMatch(/^FHP-00\d{6}$/);
    for (const answer of answers.filter((a) => a.statusCode === 200)) {
      expect(answer.json().badge.id).toBe(badge.id);
    }
    const [rows] = await t.services.db
      .select({ n: count() })
      .from(communityBadges)
      .where(eq(communityBadges.athleteUserId, me.user.id));
    expect(rows?.n).toBe(1);

    // The platform's sale, booked once through the ledger.
    const sales = await t.services.db
      .select()
      .from(purchases)
      .where(eq(purchases.paymentId, pay.paymentId));
    expect(sales).toMatchObject([
      { kind: 'community_badge', amountCents: 200, athleteUserId: null, itemId: badge.id },
    ]);
    expect(await paymentPostings(t.services.db, pay.paymentId)).toEqual([
      { kind: 'provider_clearing', cents: -200 },
      { kind: 'platform_revenue', cents: 200 },
    ]);

    // Later badges cost $4 and take the next numbers.
    expect((await inject('GET', '/api/community-badges', me.cookie)).json()).toMatchObject({
      nextPriceCents: 400,
      badges: [{ id: badge.id }],
    });
    const second = await buy(me.cookie);
    expect(second.pay.amountCents).toBe(400);
    expect(second.badge.amountCents).toBe(400);
    const number = (b: { badgeNumber: string }) => Number(b.badgeNumber.slice(4));
    expect(number(second.badge)).toBeGreaterThan(number(badge));
    const listed = (await inject('GET', '/api/community-badges', me.cookie)).json();
    expect(listed.badges.map((b: { id: string }) => b.id)).toEqual([second.badge.id, badge.id]);
  });

  it('holds the $2 for one open checkout: the next one costs $4, what the provider charges is what is booked', async () => {
    const me = await signedInUser(t.services.db);
    const open = async () => {
      const res = await inject('POST', '/api/community-badges/purchase', me.cookie);
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };
    const amountOf = async (paymentId: string) =>
      (await t.services.db.select().from(payments).where(eq(payments.id, paymentId)))[0];
    // The probe: two checkouts opened one after the other, before either is paid.
    const first = await open();
    const second = await open();
    expect([first.amountCents, second.amountCents]).toEqual([200, 400]);
    expect((await inject('GET', '/api/community-badges', me.cookie)).json().nextPriceCents).toBe(
      400,
    );
    // Both are paid, in the other order: one badge at $2, one at $4, each as charged.
    for (const pay of [second, first]) {
      await approveSimulated(t.app, pay.approveUrl);
      const res = await inject(
        'POST',
        `/api/community-badges/payments/${pay.paymentId}/capture`,
        me.cookie,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().badge.amountCents).toBe(pay.amountCents);
      expect((await amountOf(pay.paymentId))?.amountCents).toBe(pay.amountCents);
      expect(await paymentPostings(t.services.db, pay.paymentId)).toEqual([
        { kind: 'provider_clearing', cents: -pay.amountCents },
        { kind: 'platform_revenue', cents: pay.amountCents },
      ]);
    }
    expect((await open()).amountCents).toBe(400);

    // Another athlete: a $2 checkout cancelled at the checkout frees the $2 at once...
    const other = await signedInUser(t.services.db);
    const start = () => inject('POST', '/api/community-badges/purchase', other.cookie);
    const cancelled = (await start()).json();
    expect(cancelled.amountCents).toBe(200);
    const cancel = await inject(
      'POST',
      `/api/payments/${cancelled.paymentId}/cancel`,
      other.cookie,
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    const abandoned = (await start()).json();
    expect(abandoned.amountCents).toBe(200);
    // ...and one never paid holds it for COMMUNITY_BADGE_FIRST_PRICE_HOLD_MINUTES only.
    expect((await start()).json().amountCents).toBe(400);
    expect(COMMUNITY_BADGE_FIRST_PRICE_HOLD_MINUTES).toBe(15);
    await t.services.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(payments.id, abandoned.paymentId));
    const fresh = (await start()).json();
    expect(fresh.amountCents).toBe(200);
    expect((await amountOf(abandoned.paymentId))?.status).toBe('cancelled');
    // The closed one can no longer be paid: only one badge is ever sold at $2.
    await approveSimulated(t.app, abandoned.approveUrl);
    const late = await inject(
      'POST',
      `/api/community-badges/payments/${abandoned.paymentId}/capture`,
      other.cookie,
    );
    expect(late.statusCode).toBe(409);
  });

  it("answers another athlete's payment, badge and PDF with a 404", async () => {
    const me = await signedInUser(t.services.db);
    const other = await signedInUser(t.services.db);
    const start = (await inject('POST', '/api/community-badges/purchase', me.cookie)).json();
    await approveSimulated(t.app, start.approveUrl);
    const foreignCapture = await inject(
      'POST',
      `/api/community-badges/payments/${start.paymentId}/capture`,
      other.cookie,
    );
    expect(foreignCapture.statusCode).toBe(404);
    const captured = await inject(
      'POST',
      `/api/community-badges/payments/${start.paymentId}/capture`,
      me.cookie,
    );
    const badge = captured.json().badge;
    const foreignPdf = await inject('GET', `/api/community-badges/${badge.id}/pdf`, other.cookie);
    expect(foreignPdf.statusCode).toBe(404);
    expect(foreignPdf.json().error.message).toBe(m.notFound);
    expect((await inject('GET', '/api/community-badges', other.cookie)).json().badges).toEqual([]);
    const missing = await inject(
      'GET',
      '/api/community-badges/00000000-0000-4000-8000-000000000000/pdf',
      me.cookie,
    );
    expect(missing.statusCode).toBe(404);
    expect((await inject('GET', `/api/community-badges/${badge.id}/pdf`)).statusCode).toBe(401);
  });

  it('renders the PDF with the name, number, date, photo and QR link, the same bytes every time', async () => {
    const me = await signedInUser(t.services.db, { firstName: 'Jordan', lastName: 'Rivera' });
    const photo = await saveUpload(t.services, {
      buffer: tinyPng(),
      purpose: 'avatar',
      ownerUserId: me.user.id,
    });
    await t.services.db
      .update(athleteProfiles)
      .set({ photoFileId: photo.id })
      .where(eq(athleteProfiles.userId, me.user.id));
    const { badge } = await buy(me.cookie);
    expect((await inject('GET', '/api/community-badges', me.cookie)).json()).toMatchObject({
      athleteName: 'Jordan Rivera',
      photoUrl: `/api/files/${photo.id}`,
    });

    const res = await inject('GET', `/api/community-badges/${badge.id}/pdf`, me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="FHP_Badge_${badge.badgeNumber}.pdf"`,
    );
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Jordan Rivera');
    expect(text).toContain(badge.badgeNumber);
    expect(text).toContain(formatDate(badge.createdAt, 'UTC'));
    expect(text).toContain(`/verify/community-badge/${badge.badgeNumber}`);
    // The photo is embedded as an image XObject; the QR code is drawn as filled squares.
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
    const again = await inject('GET', `/api/community-badges/${badge.id}/pdf`, me.cookie);
    expect(Buffer.compare(again.rawPayload, pdf)).toBe(0);

    // The QR code's page: public, the owner's name only.
    const verify = await inject('GET', `/api/community-badges/verify/${badge.badgeNumber}`);
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({
      badgeNumber: badge.badgeNumber,
      athleteName: 'Jordan Rivera',
      createdAt: badge.createdAt,
    });
    expect((await inject('GET', '/api/community-badges/verify/FHP-99999999')).statusCode).toBe(404);
    expect((await inject('GET', '/api/community-badges/verify/nope')).statusCode).toBe(400);
  });

  it('renders a badge without a photo', async () => {
    const me = await signedInUser(t.services.db, { firstName: 'Ana', lastName: 'Lopez' });
    const { badge } = await buy(me.cookie);
    const res = await inject('GET', `/api/community-badges/${badge.id}/pdf`, me.cookie);
    expect(res.statusCode).toBe(200);
    expect(pdfText(res.rawPayload)).toContain('Ana Lopez');
    expect(res.rawPayload.toString('latin1')).not.toMatch(/\/Subtype \/Image/);
  });
});
