import {
  CONTEST_BADGE_APPEAL_IMAGE_FIELD,
  CONTEST_BADGE_DATA_FIELD,
  CONTEST_BADGE_INTRO_IMAGE_FIELD,
  type TContestBadgeDataInput,
} from '@fhp/domain';

export type ContestBadgeImages = { introducingImage: File | null; appealingImage: File | null };

/** A contest badge's multipart form (vote-getter and honor badges are sent the same way). */
export function contestBadgeFormData(data: TContestBadgeDataInput, images: ContestBadgeImages) {
  const form = new FormData();
  form.set(CONTEST_BADGE_DATA_FIELD, JSON.stringify(data));
  if (images.introducingImage) form.set(CONTEST_BADGE_INTRO_IMAGE_FIELD, images.introducingImage);
  if (images.appealingImage) form.set(CONTEST_BADGE_APPEAL_IMAGE_FIELD, images.appealingImage);
  return form;
}
