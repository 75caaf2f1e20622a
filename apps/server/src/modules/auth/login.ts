import { fansMessages, messages, type TPanel, type TRole } from '@fhp/domain';
import { eq, sql } from 'drizzle-orm';
import { athleteProfiles, users } from '../../db/schema';
import { dummyPasswordHash, verifyPassword } from '../../platform/auth/passwords';
import { createSession, deleteSession } from '../../platform/auth/sessions';
import type { DbOrTx } from '../../platform/db/database';
import { AppError, forbidden } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { passwordCheckSucceeded, takePasswordCheck } from './sign-in-limits';

const m = messages.auth;

/** Which roles may sign into which panel. The athlete panel admits athletes only (spec 1, §6). */
const PANEL_ROLES: Record<TPanel, readonly TRole[]> = {
  athlete: ['athlete'],
  console: ['admin'],
  fan: ['fan'],
  school: ['school-admin'],
};

/**
 * What a caller of the wrong role is told: the fan area points athletes and operators to their
 * own panel; the athlete panel and the console keep the spec's message.
 */
const panelRefusal = (panel: TPanel) => (panel === 'fan' ? fansMessages.fanAreaOnly : m.notAllowed);

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
  // Counted before the password is checked: a burst gets no more checks than the limit.
  const ticket = await takePasswordCheck(db, input.email, input.ip);

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
  if (!user || !valid) throw new AppError('UNAUTHENTICATED', m.invalidCredentials);
  await passwordCheckSucceeded(db, ticket, input.email, input.ip);
  if (user.blocked) throw forbidden(m.notAllowed);
  if (!PANEL_ROLES[input.panel].includes(user.role)) throw forbidden(panelRefusal(input.panel));
  // An athlete whose registration fee is unpaid cannot enter yet; `fields.registration` tells
  // the page to offer the fee page (POST /api/registration/fee/resume gives a new fee token).
  if (user.role === 'athlete' && (await registrationStatus(db, user.id)) === 'pending_fee') {
    const message = messages.registration.feePendingLogin;
    throw new AppError('FORBIDDEN', message, { registration: 'pending_fee' });
  }

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
