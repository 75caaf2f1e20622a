import {
  FAN_PURCHASE_KINDS,
  PURCHASE_KIND_LABELS,
  PURCHASE_VERIFICATION_KIND,
  purchaseLicense,
  type TFanPurchase,
  type TFanPurchaseKind,
  verificationPath,
} from '@fhp/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { athleteProfiles, mementos, purchases as p, payments, users } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';

/** A fan's purchases: their own (ownership is part of the query), of the fan-to-athlete kinds. */
export const fanOwns = (fanUserId: string) =>
  and(eq(p.fanUserId, fanUserId), inArray(p.kind, [...FAN_PURCHASE_KINDS]));

/** The columns of one row of the fan's purchases; the joins are in `fanPurchaseJoins`. */
export const fanPurchaseColumns = {
  id: p.id,
  kind: p.kind,
  amountCents: p.amountCents,
  createdAt: p.createdAt,
  /** A refunded purchase's license ended when it was refunded. */
  refundedAt: p.refundedAt,
  idempotencyKey: p.idempotencyKey,
  paymentId: p.paymentId,
  fanUserId: p.fanUserId,
  /** The bought item (a seasonal or talking badge), which its delivery reads. */
  itemId: p.itemId,
  /** The checkout's record of what was bought (a seasonal badge's format); null without one. */
  metadata: payments.metadata,
  /** The checkout's description names the item; sales made without one show their kind. */
  description: sql<string | null>`${payments.metadata}->>'description'`,
  captureId: payments.captureId,
  athleteName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
  athleteNumber: athleteProfiles.athleteNumber,
  /** A memento's license lasts the weeks its athlete set (fixed once published); null otherwise. */
  licenseWeeks: sql<
    number | null
  >`(select ${mementos.licenseWeeks} from ${mementos} where ${mementos.id} = ${p.itemId} and ${p.kind} = 'momento')`,
};

/** The fan's purchases matching `where`, with the athlete and the checkout joined in. */
export function selectFanPurchases(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(fanPurchaseColumns)
    .from(p)
    .leftJoin(users, eq(users.id, p.athleteUserId))
    .leftJoin(athleteProfiles, eq(athleteProfiles.userId, p.athleteUserId))
    .leftJoin(payments, eq(payments.id, p.paymentId))
    .where(where)
    .$dynamic();
}

/** The license is active: not refunded, and within its weeks (`isLicenseActive`). */
export function isPurchaseLicenseActive(row: LicenseRow, now: Date): boolean {
  return row.refundedAt === null && licenseOf(row, now).active;
}

type LicenseRow = {
  createdAt: Date;
  amountCents: number;
  refundedAt: Date | null;
  licenseWeeks?: number | null;
};

/** The license's weeks and end: a memento's fixed weeks, else one week per dollar. */
export const licenseOf = (row: LicenseRow, now: Date) =>
  purchaseLicense(row.createdAt, row.amountCents, row.licenseWeeks, now);

type Row = {
  id: string;
  kind: string;
  refundedAt: Date | null;
  amountCents: number;
  createdAt: Date;
  description: string | null;
  athleteName: string | null;
  athleteNumber: number | null;
  licenseWeeks?: number | null;
};

/** One row as the fan's purchases page and receipt show it, the license as of `now`. */
export function toFanPurchase(row: Row, now: Date): TFanPurchase {
  const kind = row.kind as TFanPurchaseKind;
  const verifyKind = PURCHASE_VERIFICATION_KIND[kind];
  return {
    id: row.id,
    kind,
    itemTitle: row.description ?? PURCHASE_KIND_LABELS[kind],
    athleteName: row.athleteName ?? '',
    athleteNumber: row.athleteNumber,
    amountCents: row.amountCents,
    createdAt: row.createdAt.toISOString(),
    // A call buys a call, not a display license; the kinds with a verification page have one.
    license: verifyKind
      ? {
          weeks: licenseOf(row, now).weeks,
          endsAt: licenseOf(row, now).endsAt.toISOString(),
          active: isPurchaseLicenseActive(row, now),
        }
      : null,
    verifyPath: verifyKind ? verificationPath(verifyKind, row.id) : null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
  };
}
