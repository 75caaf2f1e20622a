import { createHash, randomBytes } from 'node:crypto';
import {
  CONFIRMATION_SEND_WINDOW_MINUTES,
  EMAIL_CONFIRMATION_TTL_HOURS,
  emailConfirmationLink,
  MAX_CONFIRM_ATTEMPTS_PER_ADDRESS,
  MAX_CONFIRMATION_SENDS_PER_ACCOUNT,
  MAX_CONFIRMATION_SENDS_PER_ADDRESS,
  emailConfirmationMessages as m,
} from '@fhp/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { emailConfirmationTokens, users } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { badRequest, conflict, tooManyRequests } from '../../platform/http/app-error';
import { addressKey } from '../../platform/limits/address-key';
import { takeAttempts } from '../../platform/limits/attempt-counters';
import type { AppServices } from '../../platform/services';
import { confirmationEmail } from './confirmation-email';

const windowMs = CONFIRMATION_SEND_WINDOW_MINUTES * 60_000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Writes a single-use confirmation link (only its SHA-256 is kept) and its e-mail (outbox row
 * and send job) in the caller's transaction: the link and its e-mail exist together or not at all.
 * Fan sign-up calls it in the transaction that creates the account.
 */
export async function sendConfirmationLink(
  services: AppServices,
  tx: DbOrTx,
  user: { id: string; email: string; firstName: string },
) {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(emailConfirmationTokens).values({
    id: hashToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + EMAIL_CONFIRMATION_TTL_HOURS * 3600_000),
  });
  await services.mailer.send(
    confirmationEmail({
      to: user.email,
      firstName: user.firstName,
      link: emailConfirmationLink(services.config.publicUrl, token),
    }),
    { db: tx },
  );
}

/**
 * The signed-in fan asks for a new link: counted per account and per network address in the
 * database first (like reset e-mails); an address already confirmed is a 409.
 */
export async function resendConfirmationLink(
  services: AppServices,
  input: { userId: string; ip: string },
) {
  const { db } = services;
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      confirmedAt: users.emailConfirmedAt,
    })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!user) throw badRequest();
  if (user.confirmedAt) throw conflict(m.alreadyConfirmed);
  const allowed = await takeAttempts(db, [
    {
      scope: 'confirm-email-send-account',
      key: user.id,
      max: MAX_CONFIRMATION_SENDS_PER_ACCOUNT,
      windowMs,
    },
    {
      scope: 'confirm-email-send-address',
      key: addressKey(input.ip),
      max: MAX_CONFIRMATION_SENDS_PER_ADDRESS,
      windowMs,
    },
  ]);
  if (!allowed) throw tooManyRequests(m.tooManySends);
  await db.transaction((tx) => sendConfirmationLink(services, tx, user));
}

/** A link's condition of use: it exists, is unused and unexpired. */
const usable = (token: string) =>
  and(
    eq(emailConfirmationTokens.id, hashToken(token)),
    isNull(emailConfirmationTokens.usedAt),
    gt(emailConfirmationTokens.expiresAt, new Date()),
  );

/**
 * Spends the link and confirms its account's address (the first confirmation's time is kept).
 * Spending and checking are one statement, so two uses cannot both succeed; a used, expired or
 * unknown token is a 400 with the catalogue's message. Counted per network address first.
 */
export async function confirmEmail(services: AppServices, input: { token: string; ip: string }) {
  const { db } = services;
  const allowed = await takeAttempts(db, [
    {
      scope: 'confirm-email-address',
      key: addressKey(input.ip),
      max: MAX_CONFIRM_ATTEMPTS_PER_ADDRESS,
      windowMs,
    },
  ]);
  if (!allowed) throw tooManyRequests(m.tooManyAttempts);
  await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(emailConfirmationTokens)
      .set({ usedAt: new Date() })
      .where(usable(input.token))
      .returning({ userId: emailConfirmationTokens.userId });
    if (!spent) {
      // The same link opened again once it confirmed the address: say so rather than refuse.
      const [used] = await tx
        .select({ confirmedAt: users.emailConfirmedAt })
        .from(emailConfirmationTokens)
        .innerJoin(users, eq(users.id, emailConfirmationTokens.userId))
        .where(eq(emailConfirmationTokens.id, hashToken(input.token)));
      if (used?.confirmedAt) throw conflict(m.alreadyConfirmed);
      throw badRequest(m.linkInvalid, { token: m.linkInvalid });
    }
    await tx
      .update(users)
      .set({ emailConfirmedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(users.id, spent.userId), isNull(users.emailConfirmedAt)));
  });
}
