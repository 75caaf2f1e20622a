import {
  GIFT_APPEAL_IMAGE_FIELD,
  GIFT_DATA_FIELD,
  GIFT_INTRO_IMAGE_FIELD,
  pizzaMoneyMessages as m,
  messages,
  ZGiftBadgeForm,
} from '@fhp/domain';
import type { FastifyRequest } from 'fastify';
import { validationFailed } from '../../platform/http/app-error';
import { readMultipart, type UploadedPart } from '../../platform/http/multipart';
import { findUnsafeText, unsafeTextError } from '../../platform/http/unsafe-text';
import type { PreparedUpload } from '../../platform/storage/files-service';
import { prepareBadgeImage } from '../badge-fees/badge-images';

/** The badge forms' image texts (spec: the talking, vote-getter and gift badges share them). */
const images = messages.talkingBadges;
const IMAGE_FIELDS = [GIFT_INTRO_IMAGE_FIELD, GIFT_APPEAL_IMAGE_FIELD] as const;

export type GiftForm = {
  data: unknown;
  introducingImage: UploadedPart | null;
  appealingImage: UploadedPart | null;
};

/** The multipart form, read as the talking badge's is: the JSON part and the two images. */
export async function readGiftForm(request: FastifyRequest): Promise<GiftForm> {
  const form = await readMultipart(request, { files: IMAGE_FIELDS, fields: [GIFT_DATA_FIELD] });
  const raw = form.fields[GIFT_DATA_FIELD];
  if (raw === undefined) throw validationFailed({ [GIFT_DATA_FIELD]: m.descriptionRequired });
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    throw validationFailed({ [GIFT_DATA_FIELD]: m.descriptionRequired });
  }
  const unsafe = findUnsafeText(data);
  if (unsafe) throw unsafeTextError(unsafe);
  return {
    data,
    introducingImage: form.files[GIFT_INTRO_IMAGE_FIELD] ?? null,
    appealingImage: form.files[GIFT_APPEAL_IMAGE_FIELD] ?? null,
  };
}

export type CheckedGift = { description: string; intro: PreparedUpload; appeal: PreparedUpload };

/**
 * Every check before anything is stored: the description (ZGiftBadgeForm: at most 20
 * characters), both images present, then each image's bytes (an SVG becomes a PNG). There is
 * no price to check: a gift badge is always free.
 */
export async function checkGiftForm(form: GiftForm): Promise<CheckedGift> {
  const fields: Record<string, string> = {};
  const parsed = ZGiftBadgeForm.safeParse(form.data);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'description');
      fields[field] ??= issue.message;
    }
  }
  if (!form.introducingImage) fields[GIFT_INTRO_IMAGE_FIELD] = images.imageRequired;
  if (!form.appealingImage) fields[GIFT_APPEAL_IMAGE_FIELD] = images.imageRequired;
  if (!parsed.success || !form.introducingImage || !form.appealingImage) {
    throw validationFailed(fields);
  }
  const prepare = (upload: UploadedPart, field: string) =>
    prepareBadgeImage(upload, { field, allowSvg: true, invalidMessage: images.invalidImage });
  return {
    description: parsed.data.description,
    intro: await prepare(form.introducingImage, GIFT_INTRO_IMAGE_FIELD),
    appeal: await prepare(form.appealingImage, GIFT_APPEAL_IMAGE_FIELD),
  };
}
