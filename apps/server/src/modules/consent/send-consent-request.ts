import { consentLinkPath, messages } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { parentalConsents as c, users } from '../../db/schema';
import type { AppServices } from '../../platform/services';

const m = messages.consent;

/**
 * E-mails the athlete's parent or guardian the link that confirms their consent. Called once,
 * after the account became active (the registration fee captured), so an abandoned or unpaid
 * sign-up never mails a third party. Best effort: a failure is logged, never thrown.
 */
export async function sendConsentRequest(
  services: AppServices,
  athleteUserId: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<number> {
  try {
    const pending = await services.db
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
      await services.mailer.send({
        to: consent.guardianEmail,
        subject: m.emailSubject,
        text: m.emailText(`${consent.firstName} ${consent.lastName}`.trim(), link),
        template: 'parental-consent',
      });
    }
    return pending.length;
  } catch (error) {
    log.warn({ err: error, athleteUserId }, 'parental consent e-mail failed');
    return 0;
  }
}
