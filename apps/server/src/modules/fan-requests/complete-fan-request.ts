import { messages } from '@fhp/domain';
import { and, eq } from 'drizzle-orm';
import { fanRequests as fr } from '../../db/schema';
import { publishToUser } from '../../platform/events/publish';
import { notFound } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';

/** Mark as Done: any status becomes 'completed' (repeating is harmless). Mine only. */
export async function completeFanRequest(services: AppServices, athleteId: string, id: string) {
  const [row] = await services.db
    .update(fr)
    .set({ status: 'completed' })
    .where(and(eq(fr.id, id), eq(fr.athleteId, athleteId)))
    .returning({ id: fr.id });
  if (!row) throw notFound();
  await publishToUser(services, athleteId, 'fan-request.changed', { id });
  return { message: messages.fanRequests.completed };
}
