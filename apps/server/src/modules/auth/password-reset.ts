import { createHash, randomBytes } from 'node:crypto';
import {
  LOGIN_FAILURE_WINDOW_MINUTES,
  MAX_RESET_REQUESTS,
  messages,
  PASSWORD_RESET_TTL_MINUTES,
} from '@fhp/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { passwordResetTokens, sessions, users } from '../../db/schema';
import { hashPassword } from '../../platform/auth/passwords';
import { badRequest, tooManyRequests } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { countAttempts, recordAttempt } from './attempt-throttle';
import { passwordResetEmail } from './password-reset-email';

const m = messages.auth;
const WINDOW_MS = LOGIN_FAILURE_WINDOW_MINUTES * 60_000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Sends a single-use reset link valid for one hour. The caller answers the same way whether or
 * not the address has an account, so the form cannot be used to find out who is registered.
 */
export async function requestPasswordReset(
  services: AppServices,
  input: { email: string; ip: string },
) {
  const { db, config } = services;
  const [byAccount, byIp] = await Promise.all([
    countAttempts(db, 'reset-account', input.email, WINDOW_MS),
    countAttempts(db, 'reset-ip', input.ip, WINDOW_MS),
  ]);
  if (byAccount >= MAX_RESET_REQUESTS || byIp >= MAX_RESET_REQUESTS * 4) throw tooManyRequests();
  await recordAttempt(db, 'reset-account', input.email, WINDOW_MS);
  await recordAttempt(db, 'reset-ip', input.ip, WINDOW_MS);

  const [user] = await db
    .select({ id: users.id, firstName: users.firstName })
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email))
    .limit(1);
  if (!user) return;

  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    id: hashToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000),
  });
  const link = `${config.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
  await services.mailer.send(
    passwordResetEmail({ to: input.email, firstName: user.firstName, link }),
  );
}

/** Sets the new password, spends the link and ends every session of the account. */
export async function resetPassword(
  services: AppServices,
  input: { token: string; password: string },
) {
  const passwordHash = await hashPassword(input.password);
  await services.db.transaction(async (tx) => {
    // Spending the token and checking it are one statement, so two uses cannot both succeed.
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.id, hashToken(input.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) throw badRequest(m.resetLinkInvalid, { token: m.resetLinkInvalid });
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, spent.userId));
    await tx.delete(sessions).where(eq(sessions.userId, spent.userId));
    // Any other link sent before this reset is void too.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, spent.userId), isNull(passwordResetTokens.usedAt)));
  });
}
