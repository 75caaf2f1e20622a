import type { Readable } from 'node:stream';
import {
  FAN_PURCHASE_KINDS,
  licenseEndsAt,
  fanPurchasesMessages as m,
  PURCHASE_VERIFICATION_KIND,
  type TDeliveryFile,
  type TFanPurchaseKind,
  verificationPath,
} from '@fhp/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { purchases as p, users } from '../../db/schema';
import type { Subject } from '../../platform/auth/policy';
import type { DbOrTx } from '../../platform/db/database';
import { gone, notFound } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { openFile } from '../../platform/storage/files-service';
import { contestBadgeOf, deliveryOf, mementoOf, talkingBadgeOf } from './delivery';
import { renderCardPdf, renderCardPng } from './delivery-card';
import { isPurchaseLicenseActive, selectFanPurchases } from './fan-purchase-rows';

/** A day as the receipt e-mail writes it: "November 27, 2026" (UTC). */
const longDate = (at: Date) =>
  at.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

const isFanPurchase = inArray(p.kind, [...FAN_PURCHASE_KINDS]);

/**
 * The policy's subject of a purchase's files: the buyer owns them (an operator reaches any,
 * through the policy; another fan is told 404). Undefined for an unknown id.
 */
export async function purchaseSubject(
  db: DbOrTx,
  purchaseId: string,
): Promise<Subject | undefined> {
  const [row] = await db
    .select({ ownerId: p.fanUserId })
    .from(p)
    .where(and(eq(p.id, purchaseId), isFanPurchase));
  return row ? { ownerId: row.ownerId } : undefined;
}

export type DeliveredFile = {
  body: Buffer | Readable;
  mimeType: string;
  sizeBytes: number;
  /** Set for a download (the card); a talking badge's image shows in the page. */
  downloadName: string | null;
};

/**
 * One delivered file of a purchase, after the route's policy let the caller in. Checked here on
 * every request: the license is active (an ended one is a 410 with the catalogue's message, so
 * no link outlives it), and the purchase delivers this file (else a 404). Cards are drawn for
 * each request from the purchase (nothing stored to leak); a talking badge's image is read from
 * storage by the id the badge holds, never by a URL the client sent.
 */
export async function readDeliveryFile(
  services: AppServices,
  purchaseId: string,
  file: TDeliveryFile,
  now = new Date(),
): Promise<DeliveredFile> {
  const [row] = await selectFanPurchases(services.db, and(eq(p.id, purchaseId), isFanPurchase));
  if (!row) throw notFound(m.fileNotFound);
  const delivery = await deliveryOf(services.db, row, services.config.publicUrl, now);
  if (!delivery) {
    const ended = !isPurchaseLicenseActive(row, now);
    throw ended &&
      row.kind !== 'single_chat' &&
      row.kind !== 'pizza_money' &&
      row.kind !== 'contest_badge'
      ? gone(m.licenseEnded)
      : notFound(m.fileNotFound);
  }

  if (delivery.type === 'card' && (file === 'card.png' || file === 'card.pdf')) {
    const [holder] = await services.db
      .select({ name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
      .from(users)
      .where(eq(users.id, row.fanUserId ?? ''));
    const verifyKind = PURCHASE_VERIFICATION_KIND[row.kind as TFanPurchaseKind] ?? 'my_badges';
    const verifyUrl = new URL(
      verificationPath(verifyKind, row.id),
      services.config.publicUrl,
    ).toString();
    const endsAt = licenseEndsAt(row.createdAt, row.amountCents);
    const content = {
      heading: row.kind === 'sport_badge' ? m.card.sportBadgeHeading : m.card.seasonalHeading,
      athleteName: row.athleteName,
      itemTitle: row.description ?? '',
      holderName: holder?.name ?? '',
      validUntil: m.card.validUntil(longDate(endsAt)),
      verifyUrl,
      createdAt: row.createdAt,
    };
    const png = file === 'card.png';
    const body = png ? await renderCardPng(content) : await renderCardPdf(content);
    return {
      body,
      mimeType: png ? 'image/png' : 'application/pdf',
      sizeBytes: body.length,
      downloadName: png ? delivery.pngName : delivery.pdfName,
    };
  }

  if (delivery.type === 'talking' && (file === 'intro' || file === 'full')) {
    const url = file === 'intro' ? delivery.introUrl : delivery.fullUrl;
    const read = row.kind === 'contest_badge' ? contestBadgeOf : talkingBadgeOf;
    const badge = url && row.itemId ? await read(services.db, row.itemId) : null;
    const fileId = file === 'intro' ? badge?.introFileId : badge?.appealFileId;
    const stored = fileId ? await openFile(services, fileId) : null;
    if (!stored) throw notFound(m.fileNotFound);
    return { ...stored, downloadName: null };
  }
  if (delivery.type === 'memento' && file === 'memento' && delivery.imageUrl && row.itemId) {
    const memento = await mementoOf(services.db, row.itemId);
    const stored = memento?.imageFileId ? await openFile(services, memento.imageFileId) : null;
    if (!stored) throw notFound(m.fileNotFound);
    return { ...stored, downloadName: null };
  }
  throw notFound(m.fileNotFound);
}
