import { messages } from '@fhp/domain';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { athleteProfiles, registrationFeeTokens, users } from '../../db/schema';
import { createSession, deleteSession } from '../../platform/auth/sessions';
import { notFound } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { hashFeeToken } from './fee-token';

export type FeeSessionInput = {
  token: string;
  paymentId: string;
  ip: string;
  userAgent?: string;
  /** A session the browser already had: ended, as at sign-in, so the new one is fresh. */
  previousToken?: string | null;
};

/**
 * Back from paying the fee, the athlete is signed in without typing their password again: the
 * fee token is exchanged for their first session. The exchange deletes the token (one DELETE,
 * so of two requests racing with the same token only one gets the row and a session), and only
 * while it is unexpired and its account is active with exactly this payment as its fee, not
 * blocked. A replay, another payment's id, an expired or unknown token get no session: 404 with
 * the catalogue's text, and the athlete signs in as usual. The token's other use, the fee page's
 * "already paid" on a reload, is not needed after: a signed-in visitor of /auth/* is sent on.
 */
export async function exchangeFeeTokenForSession(services: AppServices, input: FeeSessionInput) {
  const { db, config } = services;
  return db.transaction(async (tx) => {
    const paidBy = tx
      .select({ userId: athleteProfiles.userId })
      .from(athleteProfiles)
      .innerJoin(users, eq(users.id, athleteProfiles.userId))
      .where(
        and(
          eq(athleteProfiles.registrationStatus, 'active'),
          eq(athleteProfiles.feePaymentId, input.paymentId),
          eq(users.blocked, false),
        ),
      );
    const [used] = await tx
      .delete(registrationFeeTokens)
      .where(
        and(
          eq(registrationFeeTokens.tokenHash, hashFeeToken(input.token)),
          gt(registrationFeeTokens.expiresAt, new Date()),
          inArray(registrationFeeTokens.athleteUserId, paidBy),
        ),
      )
      .returning({ userId: registrationFeeTokens.athleteUserId });
    if (!used) throw notFound(messages.registration.feeSessionUnavailable);

    if (input.previousToken) await deleteSession(tx, input.previousToken);
    const session = await createSession(tx, used.userId, config.sessionTtlMs, {
      ip: input.ip,
      userAgent: input.userAgent,
    });
    await tx.update(users).set({ lastLoggedInAt: new Date() }).where(eq(users.id, used.userId));
    return session;
  });
}
