import {
  messages,
  SEASONAL_DATA_FIELD,
  SEASONAL_QR_FIELD,
  seasonalFieldErrors,
  type TSeasonalBadgeData,
  ZSeasonalBadgeData,
} from '@fhp/domain';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../platform/db/database';
import { validationFailed } from '../../platform/http/app-error';
import { readMultipart, type UploadedPart } from '../../platform/http/multipart';
import { findUnsafeText, unsafeTextError } from '../../platform/http/unsafe-text';
import type { PreparedUpload } from '../../platform/storage/files-service';
import { prepareBadgeImage } from '../badge-fees/badge-images';
import { findManager } from '../manager-ratings/managers';

const m = messages.seasonalBadges;

export type SeasonalForm = { data: unknown; qr: UploadedPart | null };

/** Reads the multipart form (the JSON `data` field and the `qrImage` file) into memory. */
export async function readSeasonalForm(request: FastifyRequest): Promise<SeasonalForm> {
  const form = await readMultipart(request, {
    files: [SEASONAL_QR_FIELD],
    fields: [SEASONAL_DATA_FIELD],
  });
  const raw = form.fields[SEASONAL_DATA_FIELD];
  if (raw === undefined) throw validationFailed({ [SEASONAL_DATA_FIELD]: m.emptyFields });
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    throw validationFailed({ [SEASONAL_DATA_FIELD]: m.emptyFields });
  }
  const unsafe = findUnsafeText(data);
  if (unsafe) throw unsafeTextError(unsafe);
  return { data, qr: form.files[SEASONAL_QR_FIELD] ?? null };
}

/** The badge's stored values from a checked form (without the image). */
export type SeasonalValues = Omit<TSeasonalBadgeData, 'removeQrImage'> & {
  managerUserId: string | null;
};

/**
 * Every check of a create or edit before anything is stored: the form's rules (with the QR
 * pair: `hasQrImage` says whether the badge will have an image), the manager (a fan), then the
 * image's bytes (checked and re-encoded, not yet stored).
 */
export async function checkSeasonalForm(
  db: DbOrTx,
  form: SeasonalForm,
  hasQrImage: boolean,
): Promise<{ values: SeasonalValues; removeQrImage: boolean; qr: PreparedUpload | null }> {
  const fields = seasonalFieldErrors(form.data, hasQrImage);
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  const { removeQrImage, ...data } = ZSeasonalBadgeData.parse(form.data);
  let managerUserId: string | null = null;
  if (data.managerEmail) {
    managerUserId = await findManager(db, data.managerEmail, 'fan');
    if (!managerUserId) throw validationFailed({ managerEmail: m.invalidManager });
  }
  const qr = form.qr
    ? await prepareBadgeImage(form.qr, {
        field: SEASONAL_QR_FIELD,
        allowSvg: false,
        invalidMessage: m.invalidImage,
      })
    : null;
  return { values: { ...data, managerUserId }, removeQrImage: removeQrImage ?? false, qr };
}
