import { messages, REGISTRATION_FEE_CENTS } from '@fhp/domain';
import { eq, sql } from 'drizzle-orm';
import { athleteProfiles, users } from '../../db/schema';
import { dummyPasswordHash, verifyPassword } from '../../platform/auth/passwords';
import { AppError, conflict } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { passwordCheckSucceeded, takePasswordCheck } from '../auth/sign-in-limits';
import { newFeeToken, storeFeeToken } from './fee-token';

/**
 * A pending athlete who lost the fee page (or whose token expired) proves who they are with
 * e-mail and password and gets a new fee token. It obeys the sign-in limits, on the same
 * counters: a failure here is a failed sign-in.
 */
export async function resumeRegistrationFee(
  services: AppServices,
  input: { email: string; password: string; ip: string },
) {
  const { db } = services;
  const ticket = await takePasswordCheck(db, input.email, input.ip);
  const [row] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      status: athleteProfiles.registrationStatus,
    })
    .from(users)
    .innerJoin(athleteProfiles, eq(athleteProfiles.userId, users.id))
    .where(eq(sql`lower(${users.email})`, input.email))
    .limit(1);
  const valid = await verifyPassword(
    row?.passwordHash ?? (await dummyPasswordHash()),
    input.password,
  );
  if (!row || !valid) throw new AppError('UNAUTHENTICATED', messages.auth.invalidCredentials);
  await passwordCheckSucceeded(db, ticket, input.email, input.ip);
  if (row.status !== 'pending_fee') throw conflict(messages.registration.feeNotPending);
  const fee = newFeeToken();
  await storeFeeToken(db, row.id, fee);
  return {
    feeToken: fee.token,
    feeTokenExpiresAt: fee.expiresAt.toISOString(),
    feeAmountCents: REGISTRATION_FEE_CENTS,
  };
}
