import {
  GIFT_BADGE_DESCRIPTION_MAX_LENGTH,
  type TPizzaRequest,
  pizzaMoneyTexts as t,
  ZGiftBadgeForm,
} from '@fhp/domain';
import { Alert, Grid, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { badgeImageProblem } from '../../../lib/image-file';
import { useObjectUrl } from '../../../lib/use-object-url';
import { BadgeImageField } from '../../../ui/badge-image-field';
import { DialogFooter } from '../../../ui/dialog-footer';
import { notifySaved } from '../../../ui/notify';
import { useCreateGiftBadge } from '../api/pizza-money-api';
import { GiftBadgeCard } from './gift-badge-card';

type ImageKey = 'introducingImage' | 'appealingImage';
type Images = Record<ImageKey, File | null>;
const NO_IMAGES: Images = { introducingImage: null, appealingImage: null };

/** The description's message from the domain schema (required, at most 20), or null. */
function descriptionProblem(description: string): string | null {
  const parsed = ZGiftBadgeForm.safeParse({ description });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? t.descriptionRequired);
}

/**
 * Create gift badge: a description of at most 20 characters, the introducing and appealing
 * images (both required), the price fixed at free of cost, and a preview of the badge the
 * request's donors receive. On success the request is gifted.
 */
export function GiftBadgeDialog({
  request,
  opened,
  onClose,
}: {
  request: TPizzaRequest | null;
  opened: boolean;
  onClose: () => void;
}) {
  const [description, setDescription] = useState('');
  const [images, setImages] = useState<Images>(NO_IMAGES);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateGiftBadge();
  const phone = useMediaQuery('(max-width: 36em)');
  const introUrl = useObjectUrl(images.introducingImage);
  const appealUrl = useObjectUrl(images.appealingImage);

  useEffect(() => {
    if (!opened) return;
    setDescription('');
    setImages(NO_IMAGES);
    setErrors({});
    setFailure(null);
  }, [opened]);

  const length = description.trim().length;
  // Past the limit the message shows as the athlete types, not only on submit.
  const tooLong =
    length > GIFT_BADGE_DESCRIPTION_MAX_LENGTH ? descriptionProblem(description) : null;

  /** A field's message goes once the athlete changes it (submit checks again). */
  const clearError = (key: string) =>
    setErrors((old) => {
      if (!(key in old)) return old;
      const { [key]: _gone, ...rest } = old;
      return rest;
    });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!request) return;
    setFailure(null);
    const found: Record<string, string> = {};
    const problem = descriptionProblem(description);
    if (problem) found.description = problem;
    for (const key of ['introducingImage', 'appealingImage'] as const) {
      const file = images[key];
      const imageError = file ? badgeImageProblem(file, t.gift.invalidImage) : t.gift.imageRequired;
      if (imageError) found[key] = imageError;
    }
    setErrors(found);
    const { introducingImage, appealingImage } = images;
    if (Object.keys(found).length > 0 || !introducingImage || !appealingImage) return;
    create
      .mutateAsync({
        id: request.id,
        data: { description: description.trim() },
        images: { introducingImage, appealingImage },
      })
      .then(
        (result) => {
          notifySaved(result.message || t.gifted);
          onClose();
        },
        (error: Error) => {
          if (isApiError(error) && error.fields) setErrors(error.fields);
          setFailure(error.message || t.updateFailed);
        },
      );
  };

  const imageField = (key: ImageKey, url: string | null) => (
    <BadgeImageField
      label={t.gift[key]}
      description={t.gift.imageTypes}
      required
      clearLabel={t.gift.clearImage}
      value={images[key]}
      onChange={(file) => {
        setImages((old) => ({ ...old, [key]: file }));
        clearError(key);
      }}
      previewUrl={url}
      error={errors[key]}
    />
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t.gift.title}
      size="xl"
      centered
      fullScreen={phone}
    >
      <form onSubmit={submit} noValidate>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {request ? `${t.requestFrom(request.requestedBy || '—')}. ` : ''}
                {t.gift.hint}
              </Text>
              <TextInput
                label={t.gift.description}
                required
                value={description}
                onChange={(e) => {
                  setDescription(e.currentTarget.value);
                  clearError('description');
                }}
                description={t.gift.descriptionCounter(length)}
                error={tooLong ?? errors.description}
              />
              {imageField('introducingImage', introUrl)}
              {imageField('appealingImage', appealUrl)}
              <TextInput label={t.gift.price} value={t.gift.free} readOnly variant="filled" />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <Stack gap="xs">
              <Title order={3} fz="sm" c="dimmed" tt="uppercase">
                {t.gift.preview}
              </Title>
              <GiftBadgeCard
                label={t.gift.preview}
                description={description}
                introImageUrl={introUrl}
                appealImageUrl={appealUrl}
              />
            </Stack>
          </Grid.Col>
        </Grid>
        <Stack gap="sm" mt="lg">
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <DialogFooter
            cancelLabel={t.cancel}
            onCancel={onClose}
            submitLabel={t.gift.submit}
            submitting={create.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
