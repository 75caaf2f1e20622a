import {
  CONTEST_BADGE_DESCRIPTION_MAX,
  CONTEST_BADGE_PRICE,
  contestBadgeFieldErrors,
  contestBrandLabels as l,
  messages,
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
import { type ContestBadgeImages, useCreateVoteGetterBadge } from '../api/brand-contests-api';

const m = messages.contests;
const NO_IMAGES: ContestBadgeImages = { introducingImage: null, appealingImage: null };
const DESCRIPTION_MAX = CONTEST_BADGE_DESCRIPTION_MAX.vote_getter;

/**
 * Create Badge: a vote-getter badge of the athlete's enrollment: description (20), price
 * ($10/$20/$30/$40 or custom $17-$1000) and two images. The server holds the limit of 5.
 */
export function VoteGetterBadgeDialog({
  entryId,
  opened,
  onClose,
}: {
  entryId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const [description, setDescription] = useState('');
  const [price, setPrice] = useState<PriceChoiceValue>(NO_PRICE);
  const [images, setImages] = useState<ContestBadgeImages>(NO_IMAGES);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateVoteGetterBadge();
  const phone = useMediaQuery('(max-width: 36em)');
  const introUrl = useObjectUrl(images.introducingImage);
  const appealUrl = useObjectUrl(images.appealingImage);

  useEffect(() => {
    if (!opened) return;
    setDescription('');
    setPrice(NO_PRICE);
    setImages(NO_IMAGES);
    setErrors({});
    setFailure(null);
  }, [opened]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const data: TContestBadgeDataInput = { description, priceCents: priceCentsOf(price) };
    const found = contestBadgeFieldErrors('vote_getter', data);
    for (const key of ['introducingImage', 'appealingImage'] as const) {
      const file = images[key];
      const problem = file ? badgeImageProblem(file, m.imageInvalid) : m.badgeImageRequired;
      if (problem) found[key] = problem;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(
      { entryId, data, images },
      {
        onSuccess: (result) => {
          notifySaved(result.message);
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.fields && Object.keys(error.fields).length > 0) {
            setErrors(error.fields);
          }
          setFailure(error.message);
        },
      },
    );
  };

  const imageField = (key: 'introducingImage' | 'appealingImage', url: string | null) => (
    <BadgeImageField
      label={l[key]}
      required
      clearLabel={l.clearImage}
      value={images[key]}
      onChange={(file) => setImages((old) => ({ ...old, [key]: file }))}
      previewUrl={url}
      error={errors[key]}
    />
  );

  return (
    <Modal opened={opened} onClose={onClose} title={l.badgeTitle} centered fullScreen={phone}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <TextInput
            label={l.description}
            required
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            description={`${description.trim().length}/${DESCRIPTION_MAX}`}
            error={errors.description}
          />
          <PriceChoiceField
            label={l.price}
            customLabel={l.custom}
            customFieldLabel={l.customDollars}
            rule={CONTEST_BADGE_PRICE}
            value={price}
            onChange={setPrice}
            error={errors.priceCents}
            required
          />
          {imageField('introducingImage', introUrl)}
          {imageField('appealingImage', appealUrl)}
          <DialogFooter
            cancelLabel={l.cancel}
            onCancel={onClose}
            submitLabel={l.create}
            submitting={create.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
