import {
  mementosMessages as m,
  messages,
  type TMementoChange,
  type TMementoResponse,
} from '@fhp/domain';
import { mementos as mm } from '../../db/schema';
import { notFound } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { type RatingInput, saveManagerRating } from '../manager-ratings/managers';
import { checkMementoChange } from './memento-form';
import { myMemento, readMemento } from './memento-rows';

/** The words, the price and the manager; a sale already priced keeps its checkout's price. */
export async function editMemento(
  services: AppServices,
  userId: string,
  id: string,
  body: TMementoChange,
): Promise<TMementoResponse> {
  await readMemento(services.db, userId, id);
  const values = await checkMementoChange(services.db, body);
  const updated = await services.db
    .update(mm)
    .set({ ...values, updatedAt: new Date() })
    .where(myMemento(userId, id))
    .returning({ id: mm.id });
  if (updated.length === 0) throw notFound(m.notFound);
  return { memento: await readMemento(services.db, userId, id), message: m.updated };
}

/** Soft: buyers keep their license, receipt and verification page; the shop stops selling it. */
export async function deleteMemento(services: AppServices, userId: string, id: string) {
  const deleted = await services.db
    .update(mm)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(myMemento(userId, id))
    .returning({ id: mm.id });
  if (deleted.length === 0) throw notFound(m.notFound);
  return { message: m.deleted };
}

/** The athlete rates the memento's manager once (spec: momentos' managerRating); it feeds the ratings. */
export async function rateMementoManager(
  services: AppServices,
  userId: string,
  id: string,
  rating: RatingInput,
): Promise<TMementoResponse> {
  await services.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ managerEmail: mm.managerEmail, managerUserId: mm.managerUserId })
      .from(mm)
      .where(myMemento(userId, id))
      .for('update');
    if (!row) throw notFound(m.notFound);
    await saveManagerRating(tx, {
      kind: 'memento',
      itemId: id,
      athleteUserId: userId,
      manager: row,
      rating,
    });
  });
  return {
    memento: await readMemento(services.db, userId, id),
    message: messages.managerRatings.ratingAdded,
  };
}
