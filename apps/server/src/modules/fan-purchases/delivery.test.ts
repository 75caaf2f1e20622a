import { fanPurchasesMessages as m, type TFanReceipt } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athleteProfiles, seasonalBadges, talkingBadges } from '../../db/schema';
import { saveUpload } from '../../platform/storage/files-service';
import {
  bookFanPurchase,
  createFan,
  createUser,
  sessionCookie,
  signedInUser,
} from '../../test/factories';
import { buyThroughCheckout } from '../../test/fan-checkout';
import { pdfText } from '../../test/pdf-text';
import { receiptMailsFor } from '../../test/receipt-mails';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CARD, CARD_QR } from './delivery-card';

const WEEK = 7 * 24 * 3600_000;
const YOUTUBE_ID = 'dQw4w9WgXcQ';

describe('delivery of what a fan bought', () => {
  let t: TestApp;
  let athlete: Awaited<ReturnType<typeof createUser>>;
  let athleteCookie: string;
  let athleteNumber: number;
  let buyer: string;
  let otherFan: string;
  let admin: string;
  let talkingFiles: { intro: string; appeal: string };
  const badges = {} as Record<'youtube' | 'vimeo' | 'qr' | 'talking', string>;

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  /** Checkout, approval at the simulator, capture, as the buyer: the purchase id. */
  const buy = (payload: object, cookie = buyer) => buyThroughCheckout(t.app, cookie, payload);

  const receipt = async (id: string, cookie = buyer) => {
    const res = await get(`/api/fan/purchases/${id}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TFanReceipt;
  };

  async function seasonal(values: Partial<typeof seasonalBadges.$inferInsert>) {
    const [row] = await t.services.db
      .insert(seasonalBadges)
      .values({
        athleteUserId: athlete.id,
        type: 'Pre-season',
        year: 2026,
        sport: 'FOOTBALL',
        sportType: 'game',
        listNumber: 1,
        typeData1: 'A',
        typeData2: 'B',
        typeData3: 'C',
        ...values,
      })
      .returning({ id: seasonalBadges.id });
    return row?.id ?? '';
  }

  const png = (color: string) =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: color } })
      .png()
      .toBuffer();

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.services.db;
    athlete = await createUser(db, { role: 'athlete', firstName: 'Jordan', lastName: 'Rivera' });
    athleteCookie = await sessionCookie(db, athlete.id);
    await db
      .update(athleteProfiles)
      .set({ sportBadgeRateCents: 800 })
      .where(eq(athleteProfiles.userId, athlete.id));
    athleteNumber = athlete.athlete?.athleteNumber ?? 0;
    badges.youtube = await seasonal({
      videoUrl: `https://www.youtube.com/watch?v=${YOUTUBE_ID}&t=42`,
      videoPriceCents: 800,
    });
    badges.vimeo = await seasonal({ videoUrl: 'https://vimeo.com/76979871', videoPriceCents: 600 });
    badges.qr = await seasonal({ qrPriceCents: 1600 });
    const intro = await saveUpload(t.services, {
      buffer: await png('#ff0000'),
      originalName: 'intro.png',
      ownerUserId: athlete.id,
      purpose: 'talkingbadges',
    });
    const appeal = await saveUpload(t.services, {
      buffer: await png('#00ff00'),
      originalName: 'appeal.png',
      ownerUserId: athlete.id,
      purpose: 'talkingbadges',
    });
    talkingFiles = { intro: intro.id, appeal: appeal.id };
    const [talking] = await db
      .insert(talkingBadges)
      .values({
        athleteUserId: athlete.id,
        description: 'Game day diary',
        priceCents: 600,
        introFileId: intro.id,
        appealFileId: appeal.id,
        videoUrl: 'https://youtu.be/aBcDeFgHiJk',
      })
      .returning({ id: talkingBadges.id });
    badges.talking = talking?.id ?? '';
    buyer = await sessionCookie(db, (await createFan(db, { firstName: 'Frankie' })).id);
    otherFan = await sessionCookie(db, (await createFan(db)).id);
    admin = (await signedInUser(db, { role: 'admin' })).cookie;
  });
  afterAll(() => t.close());

  it("plays a seasonal video in YouTube's player built from the parsed id, never the link as typed", async () => {
    const id = await buy({ item: 'seasonal_badge', badgeId: badges.youtube, format: 'video' });
    const res = await get(`/api/fan/purchases/${id}`, buyer);
    expect(res.json().delivery).toEqual({
      type: 'video',
      embedUrl: `https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}`,
    });
    expect(res.body).not.toContain('watch?v=');
    expect(res.json().renewal).toBeNull();

    // A link that is not a YouTube video: nothing to play, and the link stays on the server.
    const other = await buy({ item: 'seasonal_badge', badgeId: badges.vimeo, format: 'video' });
    const otherRes = await get(`/api/fan/purchases/${other}`, buyer);
    expect(otherRes.json().delivery).toEqual({ type: 'video', embedUrl: null });
    expect(otherRes.body).not.toContain('vimeo.com');
  });

  it("serves a talking badge's images to the buyer and operators only, checked on every request", async () => {
    const id = await buy({ item: 'talking_badge', badgeId: badges.talking });
    const delivery = (await receipt(id)).delivery;
    expect(delivery).toEqual({
      type: 'talking',
      description: 'Game day diary',
      embedUrl: 'https://www.youtube-nocookie.com/embed/aBcDeFgHiJk',
      introUrl: `/api/fan/purchases/${id}/files/intro`,
      fullUrl: `/api/fan/purchases/${id}/files/full`,
    });
    const full = `/api/fan/purchases/${id}/files/full`;

    const mine = await get(full, buyer);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.rawPayload.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect((await get(`/api/fan/purchases/${id}/files/intro`, buyer)).statusCode).toBe(200);

    // Another fan learns nothing of it; a visitor must sign in; an operator may look.
    const stranger = await get(full, otherFan);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.rawPayload.length).toBeLessThan(200);
    expect((await get(full)).statusCode).toBe(401);
    expect((await get(full, admin)).statusCode).toBe(200);
    // Another fan cannot read the receipt that names the files either.
    expect((await get(`/api/fan/purchases/${id}`, otherFan)).statusCode).toBe(404);

    // The athlete who made the badge sees their own uploads as before (their panel's address).
    const own = await get(`/api/files/${talkingFiles.appeal}`, athleteCookie);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    // By its id, the paid (appealing) image opens to nobody else but operators, buyer included:
    // the buyer's way is the purchase's route, which checks the license.
    for (const cookie of [undefined, otherFan, buyer]) {
      expect((await get(`/api/files/${talkingFiles.appeal}`, cookie)).statusCode).toBe(404);
    }
    expect((await get(`/api/files/${talkingFiles.appeal}`, admin)).statusCode).toBe(200);
    // The introducing image stays public: the athlete page shows it to sell the badge.
    expect((await get(`/api/files/${talkingFiles.intro}`)).statusCode).toBe(200);
    const page = await get(`/api/athletes/${athleteNumber}`);
    expect(page.body).toContain(talkingFiles.intro);
    expect(page.body).not.toContain(talkingFiles.appeal);
    // The purchase's route is the fans' (and operators'): an athlete is refused by role.
    expect((await get(full, athleteCookie)).statusCode).toBe(403);

    // A file the purchase does not deliver.
    const card = await get(`/api/fan/purchases/${id}/files/card.pdf`, buyer);
    expect(card.statusCode).toBe(404);
    expect(card.json().error.message).toBe(m.fileNotFound);
  });

  async function qrMatches(pngBytes: Buffer, text: string) {
    const { data, info } = await sharp(pngBytes).greyscale().raw().toBuffer({
      resolveWithObject: true,
    });
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const cell = CARD.qrSize / modules.size;
    let wrong = 0;
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        const x = Math.round((CARD_QR.x + (col + 0.5) * cell) * CARD.pngScale);
        const y = Math.round((CARD_QR.y + (row + 0.5) * cell) * CARD.pngScale);
        const dark = (data[y * info.width + x] ?? 255) < 128;
        if (dark !== Boolean(modules.get(row, col))) wrong++;
      }
    }
    return wrong === 0;
  }

  it('downloads a sport badge and a QR card as print-ready PNG and PDF with the verify QR code', async () => {
    for (const [payload, verifyKind] of [
      [{ item: 'sport_badge', athleteNumber }, 'my_badges'],
      [{ item: 'seasonal_badge', badgeId: badges.qr, format: 'qr' }, 'seasonal_badges'],
    ] as const) {
      const id = await buy(payload);
      const delivery = (await receipt(id)).delivery;
      expect(delivery?.type).toBe('card');
      if (delivery?.type !== 'card') return;
      const verifyUrl = new URL(`/verify/${verifyKind}/${id}`, t.config.publicUrl).toString();

      const pngRes = await get(delivery.pngUrl, buyer);
      expect(pngRes.statusCode).toBe(200);
      expect(pngRes.headers['content-type']).toBe('image/png');
      expect(pngRes.headers['content-disposition']).toBe(
        `attachment; filename="${delivery.pngName}"`,
      );
      const meta = await sharp(pngRes.rawPayload).metadata();
      expect(meta.format).toBe('png');
      // 5.5 x 3.5 inches at 300 dpi.
      expect(meta.width).toBe(Math.round(CARD.width * CARD.pngScale));
      expect(await qrMatches(pngRes.rawPayload, verifyUrl)).toBe(true);

      const pdfRes = await get(delivery.pdfUrl, buyer);
      expect(pdfRes.statusCode).toBe(200);
      expect(pdfRes.headers['content-type']).toBe('application/pdf');
      expect(pdfRes.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      // Who holds it, and the address the QR code holds printed beside it.
      const text = pdfText(pdfRes.rawPayload);
      expect(text).toContain('Frankie');
      expect(text).toContain(verifyUrl);

      expect((await get(delivery.pdfUrl, otherFan)).statusCode).toBe(404);
      expect((await get(delivery.pngUrl)).statusCode).toBe(401);
      expect((await get(delivery.pdfUrl, admin)).statusCode).toBe(200);
    }
  });

  it('shows an endorsement with its public display and share link', async () => {
    const id = await buy({ item: 'endorsement', athleteNumber, dollars: 5 });
    expect((await receipt(id)).delivery).toEqual({
      type: 'endorsement',
      shareUrl: new URL(`/verify/endorsment_badges/${id}`, t.config.publicUrl).toString(),
    });
  });

  it('refuses the files once the license has ended and offers the renewal at the current price', async () => {
    const db = t.services.db;
    const buyerId = (await createFan(db)).id;
    const cookie = await sessionCookie(db, buyerId);
    // $8: an 8-week license, bought 9 weeks ago.
    const id = await bookFanPurchase(db, {
      kind: 'sport_badge',
      athleteUserId: athlete.id,
      buyerUserId: buyerId,
      amountCents: 800,
      at: new Date(Date.now() - 9 * WEEK),
    });
    // The athlete has raised the price since.
    await db
      .update(athleteProfiles)
      .set({ sportBadgeRateCents: 900 })
      .where(eq(athleteProfiles.userId, athlete.id));

    const ended = await receipt(id, cookie);
    expect(ended.license?.active).toBe(false);
    expect(ended.delivery).toBeNull();
    expect(ended.renewal).toEqual({
      request: { item: 'sport_badge', athleteNumber },
      amountCents: 900,
    });

    for (const file of ['card.png', 'card.pdf']) {
      const res = await get(`/api/fan/purchases/${id}/files/${file}`, cookie);
      expect(res.statusCode).toBe(410);
      expect(res.json().error.message).toBe(m.licenseEnded);
    }
    // The renewal is an ordinary checkout at that price.
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/fan/checkout',
      headers: { cookie },
      payload: ended.renewal?.request,
    });
    expect(started.statusCode).toBe(201);
    expect(started.json().amountCents).toBe(900);
  });

  it('links the receipt e-mail to the page that delivers the item', async () => {
    const id = await buy({ item: 'talking_badge', badgeId: badges.talking });
    const [mail] = await receiptMailsFor(t.services.db, id);
    expect(mail?.textBody).toContain(
      `${m.receiptDeliveryLine}: ${new URL(`/fan/purchases/${id}`, t.config.publicUrl)}`,
    );
  });
});
