import {
  MEMENTO_DESCRIPTION_MAX_LENGTH,
  MEMENTO_MAX_LICENSE_WEEKS,
  MEMENTO_MAX_PRICE_CENTS,
  MEMENTO_MIN_LICENSE_WEEKS,
  MEMENTO_MIN_PRICE_CENTS,
  MEMENTO_TITLE_MAX_LENGTH,
  mementoFieldErrors,
  type TMemento,
  type TMementoDataInput,
  mementosMessages as t,
  ZMementoChange,
  ZMementoData,
} from '@fhp/domain';
import {
  Alert,
  Checkbox,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { badgeImageProblem } from '../../../lib/image-file';
import { useObjectUrl } from '../../../lib/use-object-url';
import { BadgeImageField } from '../../../ui/badge-image-field';
import { DialogFooter } from '../../../ui/dialog-footer';
import { notifySaved } from '../../../ui/notify';
import { useEditMemento, usePublishMemento } from '../api/mementos-api';

const cents = (dollars: number | string) =>
  typeof dollars === 'number' ? Math.round(dollars * 100) : Number.NaN;

/**
 * Publish Memento / Edit: title, description, price, manager; on publish also the image, the
 * short video link, the license weeks and the game-video mark, which stay as published (a
 * fan's license does not change under them). The server checks it all again, and refuses a game
 * video without the school's approved IP contract with the catalogue's message.
 */
export function MementoDialog({
  opened,
  onClose,
  memento,
}: {
  opened: boolean;
  onClose: () => void;
  memento: TMemento | null;
}) {
  const editing = memento !== null;
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [price, setPrice] = useState<number | string>('');
  const [weeks, setWeeks] = useState<number | string>(4);
  const [videoUrl, setVideoUrl] = useState('');
  const [managerEmail, setManagerEmail] = useState('');
  const [isGameVideo, setGameVideo] = useState(false);
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const publish = usePublishMemento();
  const edit = useEditMemento();
  const phone = useMediaQuery('(max-width: 36em)');
  const imageUrl = useObjectUrl(image);

  useEffect(() => {
    if (!opened) return;
    setTitle(memento?.title ?? '');
    setDescription(memento?.description ?? '');
    setPrice(memento ? memento.priceCents / 100 : '');
    setWeeks(memento?.licenseWeeks ?? 4);
    setVideoUrl(memento?.videoUrl ?? '');
    setManagerEmail(memento?.managerEmail ?? '');
    setGameVideo(memento?.isGameVideo ?? false);
    setImage(null);
    setErrors({});
    setFailure(null);
  }, [opened, memento]);

  const onError = (error: Error) => {
    if (isApiError(error) && error.fields && Object.keys(error.fields).length > 0) {
      setErrors(error.fields);
    }
    setFailure(error.message || t.publishFailed);
  };
  const done = (result: { message: string }) => {
    notifySaved(result.message);
    onClose();
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const change = { title, description, priceCents: cents(price), managerEmail };
    if (memento) {
      const found = mementoFieldErrors(ZMementoChange, change);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      edit.mutate({ id: memento.id, body: change }, { onSuccess: done, onError });
      return;
    }
    const data: TMementoDataInput = {
      ...change,
      licenseWeeks: typeof weeks === 'number' ? weeks : Number.NaN,
      isGameVideo,
      videoUrl,
    };
    const found = mementoFieldErrors(ZMementoData, data);
    if (!image) found.image = t.imageRequired;
    else {
      const problem = badgeImageProblem(image, t.invalidImage);
      if (problem) found.image = problem;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    publish.mutate({ data, image }, { onSuccess: done, onError });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? t.edit : t.create}
      size="lg"
      centered
      fullScreen={phone}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t.fields.title}
            required
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            description={`${title.trim().length}/${MEMENTO_TITLE_MAX_LENGTH}`}
            error={errors.title}
          />
          <Textarea
            label={t.fields.description}
            required
            rows={4}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            description={`${description.trim().length}/${MEMENTO_DESCRIPTION_MAX_LENGTH}`}
            error={errors.description}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NumberInput
              label={t.fields.price}
              required
              prefix="$"
              decimalScale={2}
              min={MEMENTO_MIN_PRICE_CENTS / 100}
              max={MEMENTO_MAX_PRICE_CENTS / 100}
              value={price}
              onChange={setPrice}
              error={errors.priceCents}
            />
            <NumberInput
              label={t.fields.licenseWeeks}
              required
              allowDecimal={false}
              min={MEMENTO_MIN_LICENSE_WEEKS}
              max={MEMENTO_MAX_LICENSE_WEEKS}
              value={weeks}
              onChange={setWeeks}
              disabled={editing}
              error={errors.licenseWeeks}
            />
          </SimpleGrid>
          {editing ? (
            <Text size="sm" c="dimmed">
              {t.fixedAfterPublish}
            </Text>
          ) : (
            <>
              <BadgeImageField
                label={t.fields.image}
                required
                clearLabel={t.clearImage}
                value={image}
                onChange={setImage}
                previewUrl={imageUrl}
                error={errors.image}
              />
              <TextInput
                label={t.fields.videoUrl}
                type="url"
                inputMode="url"
                value={videoUrl}
                onChange={(e) => setVideoUrl(e.currentTarget.value)}
                error={errors.videoUrl}
              />
              <Checkbox
                label={t.fields.isGameVideo}
                description={t.gameVideoHint}
                checked={isGameVideo}
                onChange={(e) => setGameVideo(e.currentTarget.checked)}
              />
            </>
          )}
          <TextInput
            label={t.fields.managerEmail}
            type="email"
            value={managerEmail}
            onChange={(e) => setManagerEmail(e.currentTarget.value)}
            error={errors.managerEmail}
          />
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <DialogFooter
            cancelLabel={t.cancel}
            onCancel={onClose}
            submitLabel={editing ? t.save : t.create}
            submitting={publish.isPending || edit.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
