import { messages } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { fanRequests as fr } from '../../db/schema';
import { publishToUser } from '../../platform/events/publish';
import { conflict, notFound } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';

/**
 * Deletes one of my pending requests. A completed row has both buttons disabled on screen,
 * so the server refuses it too (409) rather than trusting the disabled button.
 */
export async function deleteFanRequest(services: AppServices, athleteId: string, id: string) {
  const mine = and(eq(fr.id, id), eq(fr.athleteId, athleteId));
  const [row] = await services.db
    .delete(fr)
    .where(and(mine, eq(fr.status, 'pending')))
    .returning({ id: fr.id });
  if (!row) {
    const [left] = await services.db.select({ id: fr.id }).from(fr).where(mine);
    throw left ? conflict(messages.fanRequests.completedCannotDelete) : notFound();
  }
  await publishToUser(services, athleteId, 'fan-request.changed', { id, deleted: true });
  return { message: messages.fanRequests.deleted };
}
