import {
  MEMENTO_DATA_FIELD,
  MEMENTO_IMAGE_FIELD,
  mementosMessages as m,
  mementoFieldErrors,
  type TMementoChange,
  type TMementoData,
  ZMementoData,
} from '@fhp/domain';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../platform/db/database';
import { validationFailed } from '../../platform/http/app-error';
import { readMultipart, type UploadedPart } from '../../platform/http/multipart';
import { findUnsafeText, unsafeTextError } from '../../platform/http/unsafe-text';
import type { PreparedUpload } from '../../platform/storage/files-service';
import { prepareBadgeImage } from '../badge-fees/badge-images';
import { findManager } from '../manager-ratings/managers';

export type MementoForm = { data: unknown; image: UploadedPart | null };

export async function readMementoForm(request: FastifyRequest): Promise<MementoForm> {
  const form = await readMultipart(request, {
    files: [MEMENTO_IMAGE_FIELD],
    fields: [MEMENTO_DATA_FIELD],
  });
  const raw = form.fields[MEMENTO_DATA_FIELD];
  if (raw === undefined) throw validationFailed({ [MEMENTO_DATA_FIELD]: m.titleRequired });
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    throw validationFailed({ [MEMENTO_DATA_FIELD]: m.titleRequired });
  }
  const unsafe = findUnsafeText(data);
  if (unsafe) throw unsafeTextError(unsafe);
  return { data, image: form.files[MEMENTO_IMAGE_FIELD] ?? null };
}

/** The manager a memento names: a user flagged manager, as for talking badges (else a 400). */
export async function managerOf(db: DbOrTx, managerEmail: string | null): Promise<string | null> {
  if (!managerEmail) return null;
  const managerUserId = await findManager(db, managerEmail, 'flagged-manager');
  if (!managerUserId) throw validationFailed({ managerEmail: m.managerMissing });
  return managerUserId;
}

export type MementoValues = TMementoData & { managerUserId: string | null };

/** Every check of the publish form before anything is stored: the fields, the manager, the image. */
export async function checkMementoForm(
  db: DbOrTx,
  form: MementoForm,
): Promise<{ values: MementoValues; image: PreparedUpload }> {
  const fields = mementoFieldErrors(ZMementoData, form.data);
  if (!form.image) fields[MEMENTO_IMAGE_FIELD] = m.imageRequired;
  if (Object.keys(fields).length > 0 || !form.image) throw validationFailed(fields);
  const data = ZMementoData.parse(form.data);
  const managerUserId = await managerOf(db, data.managerEmail);
  const image = await prepareBadgeImage(form.image, {
    field: MEMENTO_IMAGE_FIELD,
    allowSvg: true,
    invalidMessage: m.invalidImage,
  });
  return { values: { ...data, managerUserId }, image };
}

/** The edit body, already parsed by the route's schema, with its manager looked up. */
export async function checkMementoChange(
  db: DbOrTx,
  body: TMementoChange,
): Promise<TMementoChange & { managerUserId: string | null }> {
  return { ...body, managerUserId: await managerOf(db, body.managerEmail) };
}
