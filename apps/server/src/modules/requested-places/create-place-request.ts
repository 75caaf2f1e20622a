import { messages, type TPlaceRequest } from '@fhp/domain';
import { eq } from 'drizzle-orm';
import { placeRequests as r } from '../../db/schema';
import { addAdminNotification, announceInboxChange } from '../../platform/events/operator-inbox';
import type { AppServices } from '../../platform/services';
import { itemColumns, type PlaceKind, toItem } from './list-place-requests';

/** Adds a pending request and the operators' notification (type 'city' or 'sport') together. */
export async function createPlaceRequest(
  services: Pick<AppServices, 'db' | 'events'>,
  kind: PlaceKind,
  me: string,
  input: TPlaceRequest,
) {
  const item = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(r)
      .values({ kind, addedBy: me, ...input })
      .returning({ id: r.id });
    if (!row) throw new Error('request insert returned nothing');
    await addAdminNotification(tx, kind, row.id);
    const [item] = await tx.select(itemColumns(me)).from(r).where(eq(r.id, row.id));
    if (!item) throw new Error('request vanished');
    return item;
  });
  await announceInboxChange(services);
  const m = messages.requestedPlaces;
  return { message: kind === 'city' ? m.cityRequested : m.sportRequested, item: toItem(item) };
}
