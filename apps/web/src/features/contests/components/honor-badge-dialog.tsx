import {
  CONTEST_BADGE_APPEAL_IMAGE_FIELD,
  CONTEST_BADGE_DESCRIPTION_MAX,
  CONTEST_BADGE_INTRO_IMAGE_FIELD,
  CONTEST_BADGE_PRICE,
  contestBadgeFieldErrors,
  messages,
  sportContestTexts,
  type TContestBadgeDataInput,
} from '@fhp/domain';
import { Alert, Modal, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { badgeImageProblem } from '../../../lib/image-file';
import { useObjectUrl } from '../../../lib/use-object-url';
import { BadgeImageField } from '../../../ui/badge-image-field';
import { DialogFooter } from '../../../ui/dialog-footer';
import { notifySaved } from '../../../ui/notify';
import {
  NO_PRICE,
  PriceChoiceField,
  type PriceChoiceValue,
  priceCentsOf,
} from '../../../ui/price-choice-field';
import { type ContestBadgeImages, useCreateHonorBadge } from '../api/sport-contests-api';

const t = sportContestTexts.honor;
const m = messages.contests;
const MAX = CONTEST_BADGE_DESCRIPTION_MAX.honor;
const NO_IMAGES: ContestBadgeImages = { introducingImage: null, appealingImage: null };
const IMAGE_KEYS = [CONTEST_BADGE_INTRO_IMAGE_FIELD, CONTEST_BADGE_APPEAL_IMAGE_FIELD] as const;

/**
 * Honor Badge (Completed Contests): description (14), price ($10/$20/$30/$40 or custom $17 to
 * $1000) and the two images, both required. The server checks the same and the contest.
 */
export function HonorBadgeDialog({
  contest,
  onClose,
}: {
  contest: { id: string; number: number } | null;
  onClose: () => void;
}) {
  const [description, setDescription] = useState('');
  const [price, setPrice] = useState<PriceChoiceValue>(NO_PRICE);
  const [images, setImages] = useState<ContestBadgeImages>(NO_IMAGES);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateHonorBadge();
  const phone = useMediaQuery('(max-width: 36em)');
  const opened = contest !== null;

  useEffect(() => {
    if (!opened) return;
    setDescription('');
    setPrice(NO_PRICE);
    setImages(NO_IMAGES);
    setErrors({});
    setFailure(null);
  }, [opened]);

  const introUrl = useObjectUrl(images.introducingImage);
  const appealUrl = useObjectUrl(images.appealingImage);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!contest) return;
    setFailure(null);
    const data: TContestBadgeDataInput = { description, priceCents: priceCentsOf(price) };
    const found = contestBadgeFieldErrors('honor', data);
    for (const key of IMAGE_KEYS) {
      const file = images[key];
      if (!file) found[key] = m.badgeImageRequired;
      else {
        const problem = badgeImageProblem(file, m.imageInvalid);
        if (problem) found[key] = problem;
      }
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(
      { contestId: contest.id, data, images },
      {
        onSuccess: (result) => {
          notifySaved(result.message);
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.fields && Object.keys(error.fields).length > 0) {
            setErrors(error.fields);
          }
          setFailure(error.message || t.failed);
        },
      },
    );
  };

  const imageField = (key: (typeof IMAGE_KEYS)[number], label: string, url: string | null) => (
    <BadgeImageField
      label={label}
      required
      clearLabel={t.clearImage}
      value={images[key]}
      onChange={(file) => setImages((old) => ({ ...old, [key]: file }))}
      previewUrl={url}
      error={errors[key]}
    />
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={contest ? `${t.title} · ${sportContestTexts.details.title(contest.number)}` : t.title}
      size="lg"
      centered
      fullScreen={phone}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t.description}
            required
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            description={`${description.trim().length}/${MAX}`}
            error={errors.description}
          />
          <PriceChoiceField
            label={t.price}
            customLabel={t.custom}
            customFieldLabel={t.customDollars}
            rule={CONTEST_BADGE_PRICE}
            value={price}
            onChange={setPrice}
            error={errors.priceCents}
            required
          />
          {imageField(CONTEST_BADGE_INTRO_IMAGE_FIELD, t.introducingImage, introUrl)}
          {imageField(CONTEST_BADGE_APPEAL_IMAGE_FIELD, t.appealingImage, appealUrl)}
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <DialogFooter
            cancelLabel={t.cancel}
            onCancel={onClose}
            submitLabel={t.submit}
            submitting={create.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
