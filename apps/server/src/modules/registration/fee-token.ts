import { createHash, randomBytes } from 'node:crypto';
import { messages, REGISTRATION_FEE_TOKEN_TTL_DAYS } from '@fhp/domain';
import { and, eq, gt } from 'drizzle-orm';
import { athleteProfiles, registrationFeeTokens, users } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';

export const hashFeeToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A one-time fee token: what lets the fee page pay for an account that cannot sign in yet.
 * Only its SHA-256 is stored; it expires after 7 days (a new one comes from "resume").
 */
export function newFeeToken(now = Date.now()) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + REGISTRATION_FEE_TOKEN_TTL_DAYS * 24 * 3600_000);
  return { token, hash: hashFeeToken(token), expiresAt };
}

/** Stores an athlete's token, replacing the one before it (which stops working). */
export async function storeFeeToken(
  db: DbOrTx,
  athleteUserId: string,
  fee: { hash: string; expiresAt: Date },
) {
  const row = { tokenHash: fee.hash, expiresAt: fee.expiresAt, createdAt: new Date() };
  await db
    .insert(registrationFeeTokens)
    .values({ athleteUserId, ...row })
    .onConflictDoUpdate({ target: registrationFeeTokens.athleteUserId, set: row });
}

/** The athlete a valid, unexpired token belongs to; 404 with the catalogue's text otherwise. */
export async function findByFeeToken(db: DbOrTx, token: string) {
  const [row] = await db
    .select({
      userId: athleteProfiles.userId,
      athleteNumber: athleteProfiles.athleteNumber,
      registrationStatus: athleteProfiles.registrationStatus,
      feePaymentId: athleteProfiles.feePaymentId,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(registrationFeeTokens)
    .innerJoin(athleteProfiles, eq(athleteProfiles.userId, registrationFeeTokens.athleteUserId))
    .innerJoin(users, eq(users.id, athleteProfiles.userId))
    .where(
      and(
        eq(registrationFeeTokens.tokenHash, hashFeeToken(token)),
        gt(registrationFeeTokens.expiresAt, new Date()),
      ),
    );
  if (!row) throw notFound(messages.registration.feeTokenInvalid);
  return row;
}
