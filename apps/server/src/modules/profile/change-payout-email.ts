import { isSamePayoutEmail, maskEmail, messages, noticeTime, payoutHoldEndsAt } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { athleteProfiles as p, users } from '../../db/schema';
import { verifyPassword } from '../../platform/auth/passwords';
import { publishToUser } from '../../platform/events/publish';
import { notFound, validationFailed } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { passwordCheckSucceeded, takePasswordCheck } from '../auth/sign-in-limits';
import { announceNotification, insertNotification } from '../notifications/create-notification';
import { payoutEmailChangedEmails } from './payout-email-notice';
import { readProfile } from './read-profile';

const m = messages.profile;

/**
 * Changes where withdrawals are paid, the field an account thief changes first. The current
 * password is checked on the sign-in counters (a wrong one here is a failed sign-in: 429 past
 * the limit), and in one transaction, under the athlete row's lock: the new address, a notice
 * through the outbox to the sign-in e-mail and to the old payout address (the new one masked),
 * and the athlete's notification. Withdrawals already requested keep their own address; new
 * ones wait PAYOUT_EMAIL_HOLD_HOURS from `payout_email_changed_at`, checked by the withdrawal
 * under the wallet's lock (see request-withdrawal.ts for why this needs no wallet lock).
 */
export async function changePayoutEmail(
  services: AppServices,
  input: { userId: string; payoutEmail: string; currentPassword: string; ip: string },
) {
  const { db } = services;
  const [account] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      passwordHash: users.passwordHash,
      payoutEmail: p.payoutEmail,
    })
    .from(users)
    .innerJoin(p, eq(p.userId, users.id))
    .where(eq(users.id, input.userId));
  if (!account) throw notFound();
  if (isSamePayoutEmail(account.payoutEmail, input.payoutEmail)) {
    throw validationFailed({ payoutEmail: m.payoutEmailUnchanged });
  }
  const signInEmail = account.email.toLowerCase();
  const ticket = await takePasswordCheck(db, signInEmail, input.ip);
  if (!(await verifyPassword(account.passwordHash, input.currentPassword))) {
    throw validationFailed({ currentPassword: messages.auth.currentPasswordInvalid });
  }
  await passwordCheckSucceeded(db, ticket, signInEmail, input.ip);

  const notice = m.payoutEmailChangedNotice(maskEmail(input.payoutEmail));
  const { notificationId, notices } = await db.transaction(async (tx) => {
    // Read again under the lock: of two changes at once, each tells the address it replaced.
    const [locked] = await tx
      .select({ payoutEmail: p.payoutEmail })
      .from(p)
      .where(eq(p.userId, input.userId))
      .for('update');
    if (!locked) throw notFound();
    if (isSamePayoutEmail(locked.payoutEmail, input.payoutEmail)) {
      throw validationFailed({ payoutEmail: m.payoutEmailUnchanged });
    }
    const changedAt = new Date();
    await tx
      .update(p)
      .set({
        payoutEmail: input.payoutEmail,
        payoutEmailChangedAt: changedAt,
        updatedAt: changedAt,
      })
      .where(eq(p.userId, input.userId));
    const emails = payoutEmailChangedEmails({
      signInEmail: account.email,
      oldPayoutEmail: locked.payoutEmail,
      newPayoutEmail: input.payoutEmail,
      athleteName: `${account.firstName} ${account.lastName}`.trim(),
      when: noticeTime(changedAt),
      resumes: noticeTime(payoutHoldEndsAt(changedAt)),
      siteUrl: services.config.publicUrl,
    });
    for (const email of emails) await services.mailer.send(email, { db: tx });
    const id = await insertNotification(tx, {
      userId: input.userId,
      type: 'payout-email-changed',
      message: notice,
    });
    return { notificationId: id, notices: emails.length };
  });

  await announceNotification(services, input.userId, notificationId, notice);
  // The withdraw page shows the payout address: other tabs refresh it.
  await publishToUser(services, input.userId, 'wallet.changed', {});
  return {
    message: notices > 1 ? m.payoutEmailChanged : m.payoutEmailChangedOneNotice,
    profile: await readProfile(db, input.userId),
  };
}
