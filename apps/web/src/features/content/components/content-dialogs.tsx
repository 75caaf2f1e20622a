import {
  AD_CATEGORIES,
  AD_MEDIA,
  AD_STATUSES,
  BLOG_CATEGORIES,
  BLOG_CATEGORY_LABELS,
  contentMessages as m,
  type TConsoleDeal,
  type TNewsPost,
  type TTutorial,
  TUTORIAL_AUDIENCE_OPTIONS,
  TUTORIAL_KIND_LABELS,
  TUTORIAL_KINDS,
  contentTexts as t,
  ZDealInput,
  ZNewsPostInput,
  ZTutorialInput,
} from '@fhp/domain';
import { Alert, Modal, SegmentedControl, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { isApiError } from '../../../lib/api-error';
import { DialogFooter } from '../../../ui/dialog-footer';
import { notifySaved } from '../../../ui/notify';
import { useSaveDeal, useSaveNews, useSaveTutorial } from '../api/content-api';

const NewsEditor = lazy(async () => ({ default: (await import('./news-editor')).NewsEditor }));

type Save = UseMutationResult<unknown, Error, never>;

/** The server's message when it is not about one field (those go under their fields). */
function SaveError({ save }: { save: Pick<Save, 'error'> }) {
  const error = save.error;
  if (!error || (isApiError(error) && Object.keys(error.fields).length > 0)) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
      {error.message}
    </Alert>
  );
}

const fieldErrors = (error: unknown) =>
  isApiError(error) && Object.keys(error.fields).length > 0 ? error.fields : null;

const options = <T extends string>(values: readonly T[], label: (v: T) => string) =>
  values.map((value) => ({ value, label: label(value) }));

export function TutorialForm({
  tutorial,
  onDone,
}: {
  tutorial: TTutorial | null;
  onDone: () => void;
}) {
  const save = useSaveTutorial();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: {
      kind: tutorial?.kind ?? 'tutorial',
      audience: tutorial?.audience ?? 'athlete',
      title: tutorial?.title ?? '',
      url: tutorial?.url ?? '',
    },
    validate: schemaResolver(ZTutorialInput, { sync: true }),
  });
  const onSubmit = form.onSubmit((values) =>
    save.mutate(
      { id: tutorial?.id ?? null, body: ZTutorialInput.parse(values) },
      {
        onSuccess: () => {
          notifySaved(m.tutorialSaved);
          onDone();
        },
        onError: (error) => {
          const fields = fieldErrors(error);
          if (fields) form.setErrors(fields);
        },
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <SaveError save={save} />
        <SegmentedControl
          aria-label={t.kindLabel}
          data={options(TUTORIAL_KINDS, (k) => TUTORIAL_KIND_LABELS[k])}
          key={form.key('kind')}
          {...form.getInputProps('kind')}
        />
        <Select
          label={t.audienceLabel}
          data={TUTORIAL_AUDIENCE_OPTIONS}
          allowDeselect={false}
          key={form.key('audience')}
          {...form.getInputProps('audience')}
        />
        <TextInput
          label={t.titleLabel}
          required
          data-autofocus
          key={form.key('title')}
          {...form.getInputProps('title')}
        />
        <TextInput
          label={t.urlLabel}
          required
          type="url"
          placeholder="https://"
          key={form.key('url')}
          {...form.getInputProps('url')}
        />
        <DialogFooter
          cancelLabel={t.cancel}
          onCancel={onDone}
          submitLabel={t.save}
          submitting={save.isPending}
        />
      </Stack>
    </form>
  );
}

export function NewsForm({ post, onDone }: { post: TNewsPost | null; onDone: () => void }) {
  const save = useSaveNews();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: {
      title: post?.title ?? '',
      category: post?.category ?? 'what',
      descriptionHtml: post?.descriptionHtml ?? '',
    },
    validate: schemaResolver(ZNewsPostInput, { sync: true }),
  });
  const onSubmit = form.onSubmit((values) =>
    save.mutate(
      { id: post?.id ?? null, body: ZNewsPostInput.parse(values) },
      {
        onSuccess: () => {
          notifySaved(m.newsSaved);
          onDone();
        },
        onError: (error) => {
          const fields = fieldErrors(error);
          if (fields) form.setErrors(fields);
        },
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <SaveError save={save} />
        <TextInput
          label={t.titleLabel}
          required
          data-autofocus
          key={form.key('title')}
          {...form.getInputProps('title')}
        />
        <Select
          label={t.categoryLabel}
          data={options(BLOG_CATEGORIES, (c) => BLOG_CATEGORY_LABELS[c])}
          allowDeselect={false}
          key={form.key('category')}
          {...form.getInputProps('category')}
        />
        <Suspense fallback={<Textarea label={t.bodyLabel} rows={8} disabled />}>
          <NewsEditor
            initialHtml={form.getValues().descriptionHtml}
            onChange={(html) => form.setFieldValue('descriptionHtml', html)}
            error={form.errors.descriptionHtml as string | undefined}
          />
        </Suspense>
        <DialogFooter
          cancelLabel={t.cancel}
          onCancel={onDone}
          submitLabel={t.save}
          submitting={save.isPending}
        />
      </Stack>
    </form>
  );
}

export function DealForm({ deal, onDone }: { deal: TConsoleDeal | null; onDone: () => void }) {
  const save = useSaveDeal();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      category: deal?.category ?? 'OT',
      status: deal?.status ?? 'active',
      media: deal?.media ?? 'image',
      imageUrl: deal?.imageUrl ?? '',
      videoUrl: deal?.videoUrl ?? '',
      website: deal?.website ?? '',
      description: deal?.description ?? '',
    },
    validate: schemaResolver(ZDealInput, { sync: true }),
  });
  const onSubmit = form.onSubmit((values) =>
    save.mutate(
      { id: deal?.id ?? null, body: values as never },
      {
        onSuccess: () => {
          notifySaved(m.dealSaved);
          onDone();
        },
        onError: (error) => {
          const fields = fieldErrors(error);
          if (fields) form.setErrors(fields);
        },
      },
    ),
  );
  const media = form.values.media;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <SaveError save={save} />
        <Textarea
          label={t.descriptionLabel}
          required
          rows={3}
          data-autofocus
          {...form.getInputProps('description')}
        />
        <Select
          label={t.categoryLabel}
          data={AD_CATEGORIES.map((c) => ({ value: c.code, label: c.label }))}
          allowDeselect={false}
          {...form.getInputProps('category')}
        />
        <Select
          label={t.statusLabel}
          data={options(AD_STATUSES, (s) => s[0]?.toUpperCase() + s.slice(1))}
          allowDeselect={false}
          {...form.getInputProps('status')}
        />
        <SegmentedControl
          aria-label={t.mediaLabel}
          data={options(AD_MEDIA, (v) => (v === 'image' ? 'Image' : 'Video'))}
          {...form.getInputProps('media')}
        />
        {media === 'image' ? (
          <TextInput
            label={t.imageUrlLabel}
            required
            type="url"
            placeholder="https://"
            {...form.getInputProps('imageUrl')}
          />
        ) : (
          <TextInput
            label={t.videoUrlLabel}
            required
            type="url"
            placeholder="https://"
            {...form.getInputProps('videoUrl')}
          />
        )}
        <TextInput
          label={t.websiteLabel}
          required
          type="url"
          placeholder="https://"
          {...form.getInputProps('website')}
        />
        <DialogFooter
          cancelLabel={t.cancel}
          onCancel={onDone}
          submitLabel={t.save}
          submitting={save.isPending}
        />
      </Stack>
    </form>
  );
}

export type ContentDialogTarget =
  | { kind: 'tutorials'; item: TTutorial | null }
  | { kind: 'news'; item: TNewsPost | null }
  | { kind: 'deals'; item: TConsoleDeal | null };

/** Add or edit a tutorial, news post or deal. */
export function ContentDialog({
  target,
  onClose,
}: {
  target: ContentDialogTarget | null;
  onClose: () => void;
}) {
  const title = target
    ? target.item
      ? `${t.edit}: ${'title' in target.item ? target.item.title : target.item.description.slice(0, 40)}`
      : t.add[target.kind]
    : '';
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={title}
      size={target?.kind === 'news' ? 'xl' : 'md'}
      fullScreen={false}
    >
      {target?.kind === 'tutorials' && <TutorialForm tutorial={target.item} onDone={onClose} />}
      {target?.kind === 'news' && <NewsForm post={target.item} onDone={onClose} />}
      {target?.kind === 'deals' && <DealForm deal={target.item} onDone={onClose} />}
    </Modal>
  );
}
