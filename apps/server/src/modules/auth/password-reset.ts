import { createHash, randomBytes } from 'node:crypto';
import {
  LOGIN_FAILURE_WINDOW_MINUTES,
  MAX_RESET_ATTEMPTS_PER_ADDRESS,
  MAX_RESET_REQUESTS_PER_ACCOUNT,
  MAX_RESET_REQUESTS_PER_ADDRESS,
  messages,
  PASSWORD_RESET_TTL_MINUTES,
  RESET_FOR_SCHOOL,
  type TRole,
} from '@fhp/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { passwordResetTokens, sessions, users } from '../../db/schema';
import { hashPassword } from '../../platform/auth/passwords';
import { announceSessionsEnded } from '../../platform/auth/session-events';
import type { DbOrTx } from '../../platform/db/database';
import { badRequest, tooManyRequests } from '../../platform/http/app-error';
import { addressKey } from '../../platform/limits/address-key';
import { takeAttempts } from '../../platform/limits/attempt-counters';
import type { AppServices } from '../../platform/services';
import { passwordResetEmail } from './password-reset-email';
import { clearAccountPasswordChecks } from './sign-in-limits';

const m = messages.auth;
const windowMs = LOGIN_FAILURE_WINDOW_MINUTES * 60_000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The page a reset link opens: a fan resets in the fan area, whose layout and sign-in they
 * know; everyone else on the panel's page.
 */
const DEFAULT_RESET_PAGE = '/auth/reset-password';
const RESET_PAGES: Partial<Record<TRole, string>> = { fan: '/fan/reset-password' };

/**
 * The link of a reset (or first set-password) e-mail. A school administrator's opens the
 * panel's page with `for=school`, which then sends them to the school area's sign-in.
 */
export function resetLinkFor(publicUrl: string, role: TRole, token: string): string {
  const page = RESET_PAGES[role] ?? DEFAULT_RESET_PAGE;
  const forSchool = role === 'school-admin' ? `&for=${RESET_FOR_SCHOOL}` : '';
  return `${publicUrl}${page}?token=${encodeURIComponent(token)}${forSchool}`;
}

/**
 * A single-use set-password link for an account made by someone else (a school administrator
 * created when an operator approves the school's contract request), valid `ttlMinutes`,
 * written in the caller's transaction with the account. The same tokens as a reset: the
 * reset page spends it.
 */
export async function createSetPasswordLink(
  tx: DbOrTx,
  publicUrl: string,
  user: { id: string; role: TRole },
  ttlMinutes: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(passwordResetTokens).values({
    id: hashToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + ttlMinutes * 60_000),
  });
  return resetLinkFor(publicUrl, user.role, token);
}

/**
 * Sends a single-use reset link valid for one hour. The caller answers the same way whether or
 * not the address has an account, so the form cannot be used to find out who is registered.
 * Requests are counted in the database first, per e-mail address and per network address.
 */
export async function requestPasswordReset(
  services: AppServices,
  input: { email: string; ip: string },
) {
  const { db, config } = services;
  const allowed = await takeAttempts(db, [
    {
      scope: 'reset-request-account',
      key: input.email,
      max: MAX_RESET_REQUESTS_PER_ACCOUNT,
      windowMs,
    },
    {
      scope: 'reset-request-address',
      key: addressKey(input.ip),
      max: MAX_RESET_REQUESTS_PER_ADDRESS,
      windowMs,
    },
  ]);
  if (!allowed) throw tooManyRequests(m.tooManyResetRequests);

  const [user] = await db
    .select({ id: users.id, firstName: users.firstName, role: users.role })
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email))
    .limit(1);
  if (!user) return;

  const token = randomBytes(32).toString('base64url');
  const link = resetLinkFor(config.publicUrl, user.role, token);
  // The link and its e-mail (outbox row and send job) exist together or not at all.
  await db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      id: hashToken(token),
      userId: user.id,
      expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000),
    });
    await services.mailer.send(
      passwordResetEmail({ to: input.email, firstName: user.firstName, link }),
      { db: tx },
    );
  });
}

/** A link's condition of use: it exists, is unused and unexpired. */
const usable = (token: string) =>
  and(
    eq(passwordResetTokens.id, hashToken(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, new Date()),
  );

async function findUsableLink(db: DbOrTx, token: string) {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(usable(token))
    .limit(1);
  return row;
}

/**
 * Sets the new password, spends the link, ends every session of the account and its sign-in
 * limits. Counted per network address first; the link is checked before anything is hashed,
 * so a made-up token costs one lookup. Every other link of the account dies with the old
 * password (the database trigger `users_password_change_voids_reset_links`).
 */
export async function resetPassword(
  services: AppServices,
  input: { token: string; password: string; ip: string },
) {
  const { db } = services;
  const allowed = await takeAttempts(db, [
    {
      scope: 'reset-address',
      key: addressKey(input.ip),
      max: MAX_RESET_ATTEMPTS_PER_ADDRESS,
      windowMs,
    },
  ]);
  if (!allowed) throw tooManyRequests(m.tooManyResetRequests);
  const invalid = () => badRequest(m.resetLinkInvalid, { token: m.resetLinkInvalid });
  if (!(await findUsableLink(db, input.token))) throw invalid();

  const passwordHash = await hashPassword(input.password);
  const userId = await db.transaction(async (tx) => {
    // Spending the token and checking it again are one statement, so two uses cannot both succeed.
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(usable(input.token))
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) throw invalid();
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, spent.userId))
      .returning({ email: users.email });
    await tx.delete(sessions).where(eq(sessions.userId, spent.userId));
    if (user) await clearAccountPasswordChecks(tx, user.email.toLowerCase());
    return spent.userId;
  });
  await announceSessionsEnded(services, userId);
}
