import { messages, type TConsentConfirmResponse } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { parentalConsents as c } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import { isConsentId } from './consent-id';

const m = messages.consent;

/**
 * Confirms a parent's consent once, on the guardian's explicit click (a POST; opening the link
 * only reads it): one conditional UPDATE moves pending to confirmed and logs the click's time
 * and address, so two clicks at the same moment give one 'confirmed' and one 'already
 * confirmed', and a repeat never overwrites the first click's log. An unknown or malformed id is
 * 'This Consent Does Not Exist' (404), never a database error.
 */
export async function confirmConsent(
  db: DbOrTx,
  id: string,
  click: { ip: string },
): Promise<TConsentConfirmResponse> {
  if (!isConsentId(id)) throw notFound(m.notFound);
  const [now] = await db
    .update(c)
    .set({ status: 'confirmed', confirmedAt: new Date(), confirmedIp: click.ip })
    .where(and(eq(c.id, id), eq(c.status, 'pending')))
    .returning({ confirmedAt: c.confirmedAt });
  if (now?.confirmedAt)
    return {
      outcome: 'confirmed',
      message: m.confirmed,
      confirmedAt: now.confirmedAt.toISOString(),
    };

  const [row] = await db.select({ confirmedAt: c.confirmedAt }).from(c).where(eq(c.id, id));
  if (!row) throw notFound(m.notFound);
  return {
    outcome: 'already-confirmed',
    message: m.alreadyConfirmed,
    confirmedAt: (row.confirmedAt ?? new Date()).toISOString(),
  };
}
