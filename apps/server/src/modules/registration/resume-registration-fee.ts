import {
  LOGIN_FAILURE_WINDOW_MINUTES,
  MAX_LOGIN_FAILURES_PER_ACCOUNT,
  messages,
  REGISTRATION_FEE_CENTS,
} from '@fhp/domain';
import { eq, sql } from 'drizzle-orm';
import { athleteProfiles, users } from '../../db/schema';
import { dummyPasswordHash, verifyPassword } from '../../platform/auth/passwords';
import { AppError, conflict, tooManyRequests } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { countAttempts, recordAttempt } from '../auth/attempt-throttle';
import { newFeeToken } from './fee-token';

const WINDOW_MS = LOGIN_FAILURE_WINDOW_MINUTES * 60_000;

/**
 * A pending athlete who lost the fee page (or whose token expired) proves who they are with
 * e-mail and password and gets a new fee token. Failures count as failed sign-ins.
 */
export async function resumeRegistrationFee(
  services: AppServices,
  input: { email: string; password: string; ip: string },
) {
  const { db } = services;
  if (
    (await countAttempts(db, 'login-account', input.email, WINDOW_MS)) >=
    MAX_LOGIN_FAILURES_PER_ACCOUNT
  )
    throw tooManyRequests(messages.auth.tooManyAttempts);
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
  if (!row || !valid) {
    await recordAttempt(db, 'login-account', input.email, WINDOW_MS);
    await recordAttempt(db, 'login-ip', input.ip, WINDOW_MS);
    throw new AppError('UNAUTHENTICATED', messages.auth.invalidCredentials);
  }
  if (row.status !== 'pending_fee') throw conflict(messages.registration.feeNotPending);
  const fee = newFeeToken();
  await db
    .update(athleteProfiles)
    .set({ feeTokenHash: fee.hash, feeTokenExpiresAt: fee.expiresAt, updatedAt: new Date() })
    .where(eq(athleteProfiles.userId, row.id));
  return {
    feeToken: fee.token,
    feeTokenExpiresAt: fee.expiresAt.toISOString(),
    feeAmountCents: REGISTRATION_FEE_CENTS,
  };
}
