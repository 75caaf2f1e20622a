import {
  isVerificationKind,
  maskEmail,
  purchaseLicense,
  type TVerificationResponse,
  VERIFICATION_KINDS,
  verificationMessages,
} from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { mementos, purchases as p, users } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';

const fan = alias(users, 'fan');
const athlete = alias(users, 'athlete');
const fullName = (u: { firstName: string; lastName: string }) =>
  `${u.firstName} ${u.lastName}`.trim();

/**
 * One purchase of the page's kind with its fan and athlete (one query by primary key). An
 * unknown kind, a malformed id, another kind's purchase or a missing row all read as
 * 'This Badge not found'. The page is public: e-mail addresses leave the server masked
 * (first letter and domain), never in full.
 */
export async function getVerification(
  db: DbOrTx,
  kind: string,
  id: string,
  now: Date = new Date(),
): Promise<TVerificationResponse> {
  if (!isVerificationKind(kind) || !z.uuid().safeParse(id).success) {
    throw notFound(verificationMessages.notFound);
  }
  const [row] = await db
    .select({
      id: p.id,
      amountCents: p.amountCents,
      createdAt: p.createdAt,
      refundedAt: p.refundedAt,
      fanFirst: fan.firstName,
      fanLast: fan.lastName,
      fanEmail: fan.email,
      athleteFirst: athlete.firstName,
      athleteLast: athlete.lastName,
      athleteEmail: athlete.email,
      mementoTitle: mementos.title,
      mementoWeeks: mementos.licenseWeeks,
    })
    .from(p)
    .innerJoin(athlete, eq(athlete.id, p.athleteUserId))
    .leftJoin(fan, eq(fan.id, p.fanUserId))
    // A memento's title and the weeks its license lasts (fixed once published).
    .leftJoin(mementos, and(eq(mementos.id, p.itemId), eq(p.kind, 'momento')))
    .where(and(eq(p.id, id), eq(p.kind, VERIFICATION_KINDS[kind])));
  if (!row) throw notFound(verificationMessages.notFound);

  const hasFan = row.fanEmail !== null;
  const license = purchaseLicense(row.createdAt, row.amountCents, row.mementoWeeks, now);
  return {
    id: row.id,
    kind,
    fanName: hasFan
      ? fullName({ firstName: row.fanFirst ?? '', lastName: row.fanLast ?? '' })
      : null,
    fanEmail: row.fanEmail === null ? null : maskEmail(row.fanEmail),
    athleteName: fullName({ firstName: row.athleteFirst, lastName: row.athleteLast }),
    athleteEmail: maskEmail(row.athleteEmail),
    amountCents: row.amountCents,
    purchasedAt: row.createdAt.toISOString(),
    itemTitle: row.mementoTitle,
    license: {
      weeks: license.weeks,
      endsAt: license.endsAt.toISOString(),
      active: row.refundedAt === null && license.active,
      refundedAt: row.refundedAt?.toISOString() ?? null,
    },
  };
}
