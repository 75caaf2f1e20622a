import {
  CONTEST_BADGE_APPEAL_IMAGE_FIELD,
  CONTEST_BADGE_DATA_FIELD,
  CONTEST_BADGE_INTRO_IMAGE_FIELD,
  contestBadgeDataSchema,
  contestBadgeFieldErrors,
  messages,
  type TContestBadge,
  type TContestBadgeKind,
} from '@fhp/domain';
import type { FastifyRequest } from 'fastify';
import { contestBadges } from '../../db/schema';
import type { Tx } from '../../platform/db/database';
import { validationFailed } from '../../platform/http/app-error';
import { readMultipart, type UploadedPart } from '../../platform/http/multipart';
import { findUnsafeText, unsafeTextError } from '../../platform/http/unsafe-text';
import type { AppServices } from '../../platform/services';
import { fileUrl } from '../../platform/storage/files-service';
import { deleteFiles, prepareBadgeImage, storeBadgeImages } from '../badge-fees/badge-images';

const m = messages.contests;
export const CONTEST_BADGE_IMAGE_PURPOSE = 'contest-badges';
const IMAGE_FIELDS = [CONTEST_BADGE_INTRO_IMAGE_FIELD, CONTEST_BADGE_APPEAL_IMAGE_FIELD] as const;

/** A contest badge's multipart form as read: the JSON `data` and the two images. */
export type ContestBadgeForm = {
  data: unknown;
  introducingImage: UploadedPart | null;
  appealingImage: UploadedPart | null;
};

/** Reads the form (as talking badges do): unreadable JSON is a field error, never a 500. */
export async function readContestBadgeForm(request: FastifyRequest): Promise<ContestBadgeForm> {
  const form = await readMultipart(request, {
    files: IMAGE_FIELDS,
    fields: [CONTEST_BADGE_DATA_FIELD],
  });
  const raw = form.fields[CONTEST_BADGE_DATA_FIELD];
  if (raw === undefined)
    throw validationFailed({ [CONTEST_BADGE_DATA_FIELD]: m.badgeDescriptionRequired });
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    throw validationFailed({ [CONTEST_BADGE_DATA_FIELD]: m.badgeDescriptionRequired });
  }
  const unsafe = findUnsafeText(data);
  if (unsafe) throw unsafeTextError(unsafe);
  return {
    data,
    introducingImage: form.files[CONTEST_BADGE_INTRO_IMAGE_FIELD] ?? null,
    appealingImage: form.files[CONTEST_BADGE_APPEAL_IMAGE_FIELD] ?? null,
  };
}

type BadgeRow = typeof contestBadges.$inferSelect;

export function presentContestBadge(row: BadgeRow): TContestBadge {
  return {
    id: row.id,
    contestId: row.contestId,
    kind: row.kind as TContestBadgeKind,
    description: row.description,
    priceCents: row.priceCents,
    introducingImageUrl: row.introFileId ? fileUrl(row.introFileId) : null,
    appealingImageUrl: row.appealFileId ? fileUrl(row.appealFileId) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Creates a contest badge of `kind` from its form: the description (kind's length) and price
 * checked, both images required and re-encoded (an SVG drawn to a PNG) before anything is
 * stored; the images are stored, then in one transaction `guard` runs (the caller's rules under
 * its row locks: the contest's status, the athlete's entry, a count limit) and the row is
 * written. If the guard or the insert fails, the stored images are deleted again.
 * contest_badges' two file columns are in FILE_REFERENCES, so the clean-up keeps them.
 */
export async function createContestBadge(
  services: AppServices,
  input: {
    kind: TContestBadgeKind;
    contestId: string;
    athleteUserId: string;
    form: ContestBadgeForm;
    guard: (tx: Tx) => Promise<void>;
  },
): Promise<TContestBadge> {
  const { kind, form } = input;
  const fields = contestBadgeFieldErrors(kind, form.data);
  if (!form.introducingImage) fields[CONTEST_BADGE_INTRO_IMAGE_FIELD] = m.imageRequired;
  if (!form.appealingImage) fields[CONTEST_BADGE_APPEAL_IMAGE_FIELD] = m.imageRequired;
  if (Object.keys(fields).length > 0 || !form.introducingImage || !form.appealingImage)
    throw validationFailed(fields);
  const data = contestBadgeDataSchema(kind).parse(form.data);
  const prepare = (upload: UploadedPart, field: string) =>
    prepareBadgeImage(upload, { field, allowSvg: true, invalidMessage: m.imageInvalid });
  const intro = await prepare(form.introducingImage, CONTEST_BADGE_INTRO_IMAGE_FIELD);
  const appeal = await prepare(form.appealingImage, CONTEST_BADGE_APPEAL_IMAGE_FIELD);
  const saved = await storeBadgeImages(
    services,
    [
      { prepared: intro, filename: form.introducingImage.filename },
      { prepared: appeal, filename: form.appealingImage.filename },
    ],
    { purpose: CONTEST_BADGE_IMAGE_PURPOSE, ownerUserId: input.athleteUserId },
  );
  const fileIds = saved.map((f) => f.id);
  try {
    const row = await services.db.transaction(async (tx) => {
      await input.guard(tx);
      const [inserted] = await tx
        .insert(contestBadges)
        .values({
          contestId: input.contestId,
          athleteUserId: input.athleteUserId,
          kind,
          description: data.description,
          priceCents: data.priceCents,
          introFileId: fileIds[0] ?? null,
          appealFileId: fileIds[1] ?? null,
        })
        .returning();
      if (!inserted) throw new Error('contest badge insert returned nothing');
      return inserted;
    });
    return presentContestBadge(row);
  } catch (error) {
    await deleteFiles(services, fileIds);
    throw error;
  }
}
