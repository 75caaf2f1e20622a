import {
  TALKING_BADGE_PRICE,
  TALKING_DESCRIPTION_MAX_LENGTH,
  type TTalkingBadge,
  type TTalkingBadgeDataInput,
  talkingBadgesMessages as t,
  talkingFieldErrors,
} from '@fhp/domain';
import { Alert, Grid, Modal, Stack, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useGoToUrl } from '../../../lib/goto-url';
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
  priceValueOf,
} from '../../../ui/price-choice-field';
import {
  type TalkingImages,
  useCreateTalkingBadge,
  useEditTalkingBadge,
} from '../api/talking-badges-api';
import { TalkingCard } from './talking-card';

const NO_IMAGES: TalkingImages = { introducingImage: null, appealingImage: null };

/**
 * Create Badge / Update Badge: description (20), price, two images (both required to create;
 * on update a new one replaces the old), manager e-mail, and the card preview. Past the free
 * talking badges the server answers a payment to approve, and the athlete goes to the checkout.
 */
export function TalkingBadgeDialog({
  opened,
  onClose,
  badge,
  owner,
  feeNotice,
}: {
  opened: boolean;
  onClose: () => void;
  badge?: TTalkingBadge | null;
  owner: { name: string; photoUrl: string | null };
  feeNotice?: string | null;
}) {
  const editing = Boolean(badge);
  const [description, setDescription] = useState('');
  const [price, setPrice] = useState<PriceChoiceValue>(NO_PRICE);
  const [managerEmail, setManagerEmail] = useState('');
  const [videoUrl, setVideoUrl] = useState('');
  const [images, setImages] = useState<TalkingImages>(NO_IMAGES);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateTalkingBadge();
  const edit = useEditTalkingBadge();
  const goTo = useGoToUrl();
  const phone = useMediaQuery('(max-width: 36em)');

  useEffect(() => {
    if (!opened) return;
    setDescription(badge?.description ?? '');
    setPrice(badge ? priceValueOf(badge.priceCents, TALKING_BADGE_PRICE) : NO_PRICE);
    setManagerEmail(badge?.managerEmail ?? '');
    setVideoUrl(badge?.videoUrl ?? '');
    setImages(NO_IMAGES);
    setErrors({});
    setFailure(null);
  }, [opened, badge]);

  const introUrl = useObjectUrl(images.introducingImage);
  const appealUrl = useObjectUrl(images.appealingImage);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const data: TTalkingBadgeDataInput = {
      description,
      priceCents: priceCentsOf(price),
      managerEmail,
      videoUrl,
    };
    const found = talkingFieldErrors(data);
    for (const key of ['introducingImage', 'appealingImage'] as const) {
      const file = images[key];
      if (file) {
        const problem = badgeImageProblem(file, t.invalidImage);
        if (problem) found[key] = problem;
      } else if (!editing) {
        found[key] = t.imageRequired;
      }
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const onError = (error: Error) => {
      if (isApiError(error) && error.fields && Object.keys(error.fields).length > 0) {
        setErrors(error.fields);
      }
      setFailure(error.message || t.addFailed);
    };
    if (badge) {
      edit.mutate(
        { id: badge.id, data, images },
        {
          onSuccess: (result) => {
            notifySaved(result.message);
            onClose();
          },
          onError,
        },
      );
      return;
    }
    create.mutate(
      { data, images },
      {
        onSuccess: (result) => {
          notifications.show({
            color: result.outcome === 'created' ? 'green' : 'blue',
            message: result.message,
          });
          if (result.outcome === 'payment_required') {
            goTo(result.approveUrl);
            return;
          }
          onClose();
        },
        onError,
      },
    );
  };

  const imageField = (key: 'introducingImage' | 'appealingImage', current: string | null) => (
    <BadgeImageField
      label={t.fields[key]}
      required={!editing}
      clearLabel={t.clearImage}
      value={images[key]}
      onChange={(file) => setImages((old) => ({ ...old, [key]: file }))}
      previewUrl={(key === 'introducingImage' ? introUrl : appealUrl) ?? current}
      error={errors[key]}
      description={editing ? t.keepImages : undefined}
    />
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? t.updateBadge : t.createBadge}
      size="xl"
      centered
      fullScreen={phone}
    >
      <form onSubmit={submit} noValidate>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, sm: 5 }} order={{ base: 1, sm: 2 }}>
            <Stack gap="xs">
              <Title order={3} fz="sm" c="dimmed" tt="uppercase">
                {t.preview}
              </Title>
              <TalkingCard
                description={description}
                priceCents={priceCentsOf(price)}
                imageUrl={introUrl ?? badge?.introducingImageUrl ?? null}
                photoUrl={owner.photoUrl}
                athleteName={owner.name}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 7 }} order={{ base: 2, sm: 1 }}>
            <Stack gap="sm">
              {feeNotice && !editing && (
                <Alert color="blue" variant="light">
                  {feeNotice}
                </Alert>
              )}
              <TextInput
                label={t.fields.description}
                required
                value={description}
                onChange={(e) => setDescription(e.currentTarget.value)}
                description={`${description.trim().length}/${TALKING_DESCRIPTION_MAX_LENGTH}`}
                error={errors.description}
              />
              <PriceChoiceField
                label={t.fields.price}
                customLabel={t.fields.custom}
                customFieldLabel={t.customDollars}
                rule={TALKING_BADGE_PRICE}
                value={price}
                onChange={setPrice}
                error={errors.priceCents}
                required
              />
              {imageField('introducingImage', badge?.introducingImageUrl ?? null)}
              {imageField('appealingImage', badge?.appealingImageUrl ?? null)}
              <TextInput
                label={t.fields.managerEmail}
                type="email"
                value={managerEmail}
                onChange={(e) => setManagerEmail(e.currentTarget.value)}
                error={errors.managerEmail}
              />
              <TextInput
                label={t.fields.videoUrl}
                description={t.videoUrlHint}
                type="url"
                inputMode="url"
                value={videoUrl}
                onChange={(e) => setVideoUrl(e.currentTarget.value)}
                error={errors.videoUrl}
              />
              {failure && (
                <Alert color="red" role="alert">
                  {failure}
                </Alert>
              )}
              <DialogFooter
                cancelLabel={t.cancel}
                onCancel={onClose}
                submitLabel={editing ? t.updateBadge : t.createBadge}
                submitting={create.isPending || edit.isPending}
              />
            </Stack>
          </Grid.Col>
        </Grid>
      </form>
    </Modal>
  );
}
