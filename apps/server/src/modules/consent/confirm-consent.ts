import { messages, type TConsentConfirmResponse } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { parentalConsents as c } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';

const m = messages.consent;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Confirms a parent's consent once: one conditional UPDATE moves pending to confirmed, so two
 * clicks at the same moment give one 'confirmed' and one 'already confirmed'. An unknown or
 * malformed id is 'This Consent Does Not Exist' (404), never a database error.
 */
export async function confirmConsent(db: DbOrTx, id: string): Promise<TConsentConfirmResponse> {
  if (!UUID.test(id)) throw notFound(m.notFound);
  const [now] = await db
    .update(c)
    .set({ status: 'confirmed', confirmedAt: new Date() })
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
