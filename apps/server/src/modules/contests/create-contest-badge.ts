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
import { insertFanNotification } from '../notifications/fan-notifications';

const m = messages.contests;
const IMAGE_FIELDS = [CONTEST_BADGE_INTRO_IMAGE_FIELD, CONTEST_BADGE_APPEAL_IMAGE_FIELD] as const;
export const CONTEST_BADGE_IMAGE_PURPOSE = 'contest-badges';

export type ContestBadgeForm = {
  data: unknown;
  introducingImage: UploadedPart | null;
  appealingImage: UploadedPart | null;
};

/** The multipart form of a contest badge (one reader for vote-getter and honor badges). */
export async function readContestBadgeForm(request: FastifyRequest): Promise<ContestBadgeForm> {
  const form = await readMultipart(request, {
    files: IMAGE_FIELDS,
    fields: [CONTEST_BADGE_DATA_FIELD],
  });
  const raw = form.fields[CONTEST_BADGE_DATA_FIELD];
  let data: unknown;
  try {
    data = raw === undefined ? undefined : JSON.parse(raw);
  } catch {
    data = undefined;
  }
  if (data === undefined || data === null || typeof data !== 'object') {
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

type ContestBadgeRow = typeof contestBadges.$inferSelect;

export function presentContestBadge(row: ContestBadgeRow): TContestBadge {
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
 * Creates a contest badge of `kind`: the form and both images are checked (an SVG becomes a
 * PNG) before anything is stored; then, in one transaction, `guard` runs first (it takes the
 * locks and checks the kind's rules: enrolled, at most 5, completed…), the badge is written and
 * the athlete's buyers are told (fan notification `talking_contest`). If the transaction fails,
 * the stored images are deleted.
 */
export async function createContestBadge(
  services: AppServices,
  input: {
    kind: TContestBadgeKind;
    userId: string;
    contestId: string;
    form: ContestBadgeForm;
    guard: (tx: Tx) => Promise<void>;
  },
): Promise<TContestBadge> {
  const { kind, userId, form } = input;
  const fields = contestBadgeFieldErrors(kind, form.data);
  if (!form.introducingImage) fields[CONTEST_BADGE_INTRO_IMAGE_FIELD] = m.badgeImageRequired;
  if (!form.appealingImage) fields[CONTEST_BADGE_APPEAL_IMAGE_FIELD] = m.badgeImageRequired;
  if (Object.keys(fields).length > 0 || !form.introducingImage || !form.appealingImage) {
    throw validationFailed(fields);
  }
  const data = contestBadgeDataSchema(kind).parse(form.data);
  const prepare = (upload: UploadedPart, field: string) =>
    prepareBadgeImage(upload, { field, allowSvg: true, invalidMessage: m.imageInvalid });
  const intro = await prepare(form.introducingImage, CONTEST_BADGE_INTRO_IMAGE_FIELD);
  const appeal = await prepare(form.appealingImage, CONTEST_BADGE_APPEAL_IMAGE_FIELD);
  const [introFile, appealFile] = await storeBadgeImages(
    services,
    [
      { prepared: intro, filename: form.introducingImage.filename },
      { prepared: appeal, filename: form.appealingImage.filename },
    ],
    { purpose: CONTEST_BADGE_IMAGE_PURPOSE, ownerUserId: userId },
  );
  try {
    const row = await services.db.transaction(async (tx) => {
      await input.guard(tx);
      const [badge] = await tx
        .insert(contestBadges)
        .values({
          contestId: input.contestId,
          athleteUserId: userId,
          kind,
          description: data.description,
          priceCents: data.priceCents,
          introFileId: introFile?.id ?? null,
          appealFileId: appealFile?.id ?? null,
        })
        .returning();
      if (!badge) throw new Error('contest badge insert returned nothing');
      await insertFanNotification(services, tx, {
        athleteUserId: userId,
        type: 'talking_contest',
        itemId: badge.id,
      });
      return badge;
    });
    return presentContestBadge(row);
  } catch (error) {
    await deleteFiles(services, [introFile?.id, appealFile?.id]);
    throw error;
  }
}
