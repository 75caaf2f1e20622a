import {
  LOGIN_FAILURE_WINDOW_MINUTES,
  MAX_LOGIN_FAILURES_PER_ACCOUNT,
  MAX_LOGIN_FAILURES_PER_IP,
  messages,
  type TPanel,
  type TRole,
} from '@fhp/domain';
import { eq, sql } from 'drizzle-orm';
import { athleteProfiles, users } from '../../db/schema';
import { dummyPasswordHash, verifyPassword } from '../../platform/auth/passwords';
import { createSession, deleteSession } from '../../platform/auth/sessions';
import type { DbOrTx } from '../../platform/db/database';
import { AppError, forbidden, tooManyRequests } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { clearAttempts, countAttempts, recordAttempt } from './attempt-throttle';

const m = messages.auth;
const WINDOW_MS = LOGIN_FAILURE_WINDOW_MINUTES * 60_000;

/** Which roles may sign into which panel. The athlete panel admits athletes only (spec 1, §6). */
const PANEL_ROLES: Record<TPanel, readonly TRole[]> = { athlete: ['athlete'], console: ['admin'] };

export type LoginInput = {
  email: string;
  password: string;
  panel: TPanel;
  ip: string;
  userAgent?: string;
  /** The session token the browser already had, ended so each sign-in gets a fresh one. */
  previousToken?: string | null;
};

export async function login(services: AppServices, input: LoginInput) {
  const { db, config } = services;
  const [accountFailures, ipFailures] = await Promise.all([
    countAttempts(db, 'login-account', input.email, WINDOW_MS),
    countAttempts(db, 'login-ip', input.ip, WINDOW_MS),
  ]);
  if (
    accountFailures >= MAX_LOGIN_FAILURES_PER_ACCOUNT ||
    ipFailures >= MAX_LOGIN_FAILURES_PER_IP
  ) {
    throw tooManyRequests(m.tooManyAttempts);
  }

  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email))
    .limit(1);
  // Unknown e-mail: still verify against a hash, so the answer takes as long as a real one.
  const valid = await verifyPassword(
    user?.passwordHash ?? (await dummyPasswordHash()),
    input.password,
  );
  if (!user || !valid) {
    await recordAttempt(db, 'login-account', input.email, WINDOW_MS);
    await recordAttempt(db, 'login-ip', input.ip, WINDOW_MS);
    throw new AppError('UNAUTHENTICATED', m.invalidCredentials);
  }
  if (user.blocked || !PANEL_ROLES[input.panel].includes(user.role)) throw forbidden(m.notAllowed);
  // An athlete whose registration fee is unpaid cannot enter yet; `fields.registration` tells
  // the page to offer the fee page (POST /api/registration/fee/resume gives a new fee token).
  if (user.role === 'athlete' && (await registrationStatus(db, user.id)) === 'pending_fee') {
    const message = messages.registration.feePendingLogin;
    throw new AppError('FORBIDDEN', message, { registration: 'pending_fee' });
  }

  await clearAttempts(db, 'login-account', input.email);
  if (input.previousToken) await deleteSession(db, input.previousToken);
  const session = await createSession(db, user.id, config.sessionTtlMs, {
    ip: input.ip,
    userAgent: input.userAgent,
  });
  await db.update(users).set({ lastLoggedInAt: new Date() }).where(eq(users.id, user.id));
  return { userId: user.id, ...session };
}

async function registrationStatus(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ status: athleteProfiles.registrationStatus })
    .from(athleteProfiles)
    .where(eq(athleteProfiles.userId, userId));
  return row?.status;
}
