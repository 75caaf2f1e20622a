import {
  messages,
  TALKING_APPEAL_IMAGE_FIELD,
  TALKING_DATA_FIELD,
  TALKING_INTRO_IMAGE_FIELD,
  type TTalkingBadgeData,
  talkingFieldErrors,
  ZTalkingBadgeData,
} from '@fhp/domain';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../platform/db/database';
import { validationFailed } from '../../platform/http/app-error';
import { readMultipart, type UploadedPart } from '../../platform/http/multipart';
import { findUnsafeText, unsafeTextError } from '../../platform/http/unsafe-text';
import type { PreparedUpload } from '../../platform/storage/files-service';
import { prepareBadgeImage } from '../badge-fees/badge-images';
import { findManager } from '../manager-ratings/managers';

const m = messages.talkingBadges;
const IMAGE_FIELDS = [TALKING_INTRO_IMAGE_FIELD, TALKING_APPEAL_IMAGE_FIELD] as const;

export type TalkingForm = {
  data: unknown;
  introducingImage: UploadedPart | null;
  appealingImage: UploadedPart | null;
};

export async function readTalkingForm(request: FastifyRequest): Promise<TalkingForm> {
  const form = await readMultipart(request, { files: IMAGE_FIELDS, fields: [TALKING_DATA_FIELD] });
  const raw = form.fields[TALKING_DATA_FIELD];
  if (raw === undefined) throw validationFailed({ [TALKING_DATA_FIELD]: m.descriptionRequired });
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    throw validationFailed({ [TALKING_DATA_FIELD]: m.descriptionRequired });
  }
  const unsafe = findUnsafeText(data);
  if (unsafe) throw unsafeTextError(unsafe);
  return {
    data,
    introducingImage: form.files[TALKING_INTRO_IMAGE_FIELD] ?? null,
    appealingImage: form.files[TALKING_APPEAL_IMAGE_FIELD] ?? null,
  };
}

export type TalkingValues = TTalkingBadgeData & { managerUserId: string | null };

/**
 * Every check before anything is stored: the form, the images that must be there (both on
 * create), the manager (a user flagged manager), then each image's bytes. An SVG is accepted
 * and rasterized to a PNG (badge-images.ts).
 */
export async function checkTalkingForm(
  db: DbOrTx,
  form: TalkingForm,
  requireImages: boolean,
): Promise<{ values: TalkingValues; intro: PreparedUpload | null; appeal: PreparedUpload | null }> {
  const fields = talkingFieldErrors(form.data);
  if (requireImages) {
    if (!form.introducingImage) fields[TALKING_INTRO_IMAGE_FIELD] = m.imageRequired;
    if (!form.appealingImage) fields[TALKING_APPEAL_IMAGE_FIELD] = m.imageRequired;
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  const data = ZTalkingBadgeData.parse(form.data);
  let managerUserId: string | null = null;
  if (data.managerEmail) {
    managerUserId = await findManager(db, data.managerEmail, 'flagged-manager');
    if (!managerUserId) throw validationFailed({ managerEmail: m.managerMissing });
  }
  const prepare = (upload: UploadedPart | null, field: string) =>
    upload
      ? prepareBadgeImage(upload, { field, allowSvg: true, invalidMessage: m.invalidImage })
      : Promise.resolve(null);
  const intro = await prepare(form.introducingImage, TALKING_INTRO_IMAGE_FIELD);
  const appeal = await prepare(form.appealingImage, TALKING_APPEAL_IMAGE_FIELD);
  return { values: { ...data, managerUserId }, intro, appeal };
}
