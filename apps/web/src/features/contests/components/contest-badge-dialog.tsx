import {
  CONTEST_BADGE_DESCRIPTION_MAX,
  CONTEST_BADGE_PRICE,
  contestBadgeFieldErrors,
  messages,
  type TContestBadgeDataInput,
  type TContestBadgeKind,
  contestBadgeFormTexts as t,
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
import type { ContestBadgeImages } from '../api/contest-badge-form';

const m = messages.contests;
const NO_IMAGES: ContestBadgeImages = { introducingImage: null, appealingImage: null };
const IMAGE_KEYS = ['introducingImage', 'appealingImage'] as const;

/**
 * A contest badge's form, for a vote-getter badge (description 20) and an honor badge
 * (description 14): the description, the price ($10/$20/$30/$40 or custom $17 to $1000) and the
 * two images, checked here as the server checks them; the server's field errors land on their
 * fields. `save` sends it (the kind's own route).
 */
export function ContestBadgeDialog({
  kind,
  title,
  submitLabel,
  opened,
  onClose,
  saving,
  save,
}: {
  kind: TContestBadgeKind;
  title: string;
  submitLabel: string;
  opened: boolean;
  onClose: () => void;
  saving: boolean;
  save: (data: TContestBadgeDataInput, images: ContestBadgeImages) => Promise<{ message: string }>;
}) {
  const [description, setDescription] = useState('');
  const [price, setPrice] = useState<PriceChoiceValue>(NO_PRICE);
  const [images, setImages] = useState<ContestBadgeImages>(NO_IMAGES);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
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

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const data: TContestBadgeDataInput = { description, priceCents: priceCentsOf(price) };
    const found = contestBadgeFieldErrors(kind, data);
    for (const key of IMAGE_KEYS) {
      const file = images[key];
      const problem = file ? badgeImageProblem(file, m.imageInvalid) : m.badgeImageRequired;
      if (problem) found[key] = problem;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const result = await save(data, images);
      notifySaved(result.message);
      onClose();
    } catch (error) {
      if (isApiError(error) && error.fields && Object.keys(error.fields).length > 0) {
        setErrors(error.fields);
      }
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  const imageField = (key: (typeof IMAGE_KEYS)[number], url: string | null) => (
    <BadgeImageField
      label={t[key]}
      required
      clearLabel={t.clearImage}
      value={images[key]}
      onChange={(file) => setImages((old) => ({ ...old, [key]: file }))}
      previewUrl={url}
      error={errors[key]}
    />
  );

  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" centered fullScreen={phone}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <TextInput
            label={t.description}
            required
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            description={`${description.trim().length}/${CONTEST_BADGE_DESCRIPTION_MAX[kind]}`}
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
          {imageField('introducingImage', introUrl)}
          {imageField('appealingImage', appealUrl)}
          <DialogFooter
            cancelLabel={t.cancel}
            onCancel={onClose}
            submitLabel={submitLabel}
            submitting={saving}
          />
        </Stack>
      </form>
    </Modal>
  );
}
