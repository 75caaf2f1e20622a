import { consentLinkPath, messages } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { parentalConsents as c, users } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import type { AppServices } from '../../platform/services';

const m = messages.consent;

/**
 * E-mails the athlete's parent or guardian the link that confirms their consent. Called once,
 * in the transaction that activates the account (the registration fee captured), so an
 * abandoned or unpaid sign-up never mails a third party, and the outbox row and its send job
 * commit with the activation (a process that stops after the commit still sends it).
 */
export async function sendConsentRequest(
  services: Pick<AppServices, 'config' | 'mailer'>,
  tx: Tx,
  athleteUserId: string,
): Promise<number> {
  const pending = await tx
    .select({
      id: c.id,
      guardianEmail: c.guardianEmail,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(c)
    .innerJoin(users, eq(users.id, c.athleteUserId))
    .where(and(eq(c.athleteUserId, athleteUserId), eq(c.status, 'pending')));
  for (const consent of pending) {
    const link = `${services.config.publicUrl}${consentLinkPath(consent.id)}`;
    await services.mailer.send(
      {
        to: consent.guardianEmail,
        subject: m.emailSubject,
        text: m.emailText(`${consent.firstName} ${consent.lastName}`.trim(), link),
        template: 'parental-consent',
      },
      { db: tx },
    );
  }
  return pending.length;
}
