import { mementosMessages as m, type TMementoResponse } from '@fhp/domain';
import { mementos } from '../../db/schema';
import { conflict } from '../../platform/http/app-error';
import { queueForReview } from '../../platform/moderation/moderation-queue';
import type { AppServices } from '../../platform/services';
import { deleteFiles, storeBadgeImages } from '../badge-fees/badge-images';
import { schoolIpOf } from '../purchases/book-sale';
import { checkMementoForm, type MementoForm } from './memento-form';
import { readMemento } from './memento-rows';

export const MEMENTO_IMAGE_PURPOSE = 'mementos';

/**
 * Publishes a memento: the form and image are checked, a game video only while the athlete's
 * school IP contract is approved (the same rule that pays the school its share), then the image
 * is stored and the row written with its moderation item. A failure after the image was stored
 * deletes it.
 */
export async function publishMemento(
  services: AppServices,
  userId: string,
  form: MementoForm,
): Promise<TMementoResponse> {
  const { values, image } = await checkMementoForm(services.db, form);
  if (values.isGameVideo && (await schoolIpOf(services.db, userId)) === null) {
    throw conflict(m.gameVideoNeedsIp);
  }
  const [stored] = await storeBadgeImages(
    services,
    [{ prepared: image, filename: form.image?.filename ?? '' }],
    { purpose: MEMENTO_IMAGE_PURPOSE, ownerUserId: userId },
  );
  const imageFileId = stored?.id ?? null;
  let id: string;
  try {
    id = await services.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(mementos)
        .values({ ...values, athleteUserId: userId, imageFileId })
        .returning({ id: mementos.id });
      if (!row) throw new Error('memento insert returned nothing');
      await queueForReview(tx, {
        place: 'memento-image',
        athleteUserId: userId,
        subjectId: row.id,
        fileId: imageFileId,
      });
      return row.id;
    });
  } catch (error) {
    await deleteFiles(services, [imageFileId]);
    throw error;
  }
  return { memento: await readMemento(services.db, userId, id), message: m.published };
}
