import {
  EVENT_PLUS_TYPES,
  eventPlusOptions,
  IMAGE_MIME_TYPES,
  LIST_NUMBER_MAX,
  MAX_IMAGE_BYTES,
  platformMessages,
  SEASONAL_BADGE_TYPES,
  SEASONAL_CARD_PRICE,
  SEASONAL_SPORT_TYPES,
  SEASONAL_SPORTS,
  SEASONAL_TEXT_MAX_LENGTH,
  SEASONAL_VIDEO_PRICE,
  seasonalFieldErrors,
  type TSeasonalBadge,
  type TSeasonalBadgeDataInput,
  type TSeasonalBadgeType,
  seasonalBadgesMessages as t,
} from '@fhp/domain';
import {
  Alert,
  Checkbox,
  FileInput,
  Grid,
  Group,
  Image,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useGoToUrl } from '../../../lib/goto-url';
import { DialogFooter } from '../../../ui/dialog-footer';
import { notifySaved } from '../../../ui/notify';
import {
  NO_PRICE,
  PriceChoiceField,
  type PriceChoiceValue,
  priceCentsOf,
  priceValueOf,
} from '../../../ui/price-choice-field';
import { useCreateSeasonalBadge, useEditSeasonalBadge } from '../api/seasonal-badges-api';
import { BadgeCard } from './badge-card';

type Values = {
  type: string;
  eventPlus: string;
  year: string | number;
  sport: string;
  sportType: string;
  listNumber: string;
  typeData1: string;
  typeData2: string;
  typeData3: string;
  managerEmail: string;
  videoUrl: string;
  videoPrice: PriceChoiceValue;
  qrPrice: PriceChoiceValue;
  removeQrImage: boolean;
};

const EMPTY: Values = {
  type: '',
  eventPlus: '',
  year: new Date().getFullYear(),
  sport: '',
  sportType: '',
  listNumber: '',
  typeData1: '',
  typeData2: '',
  typeData3: '',
  managerEmail: '',
  videoUrl: '',
  videoPrice: NO_PRICE,
  qrPrice: NO_PRICE,
  removeQrImage: false,
};

function valuesOf(badge: TSeasonalBadge): Values {
  return {
    type: badge.type,
    eventPlus: badge.eventPlus ?? '',
    year: badge.year,
    sport: badge.sport,
    sportType: badge.sportType,
    listNumber: String(badge.listNumber),
    typeData1: badge.typeData1,
    typeData2: badge.typeData2,
    typeData3: badge.typeData3,
    managerEmail: badge.managerEmail ?? '',
    videoUrl: badge.videoUrl ?? '',
    videoPrice: priceValueOf(badge.videoPriceCents, SEASONAL_VIDEO_PRICE),
    qrPrice: priceValueOf(badge.qrPriceCents, SEASONAL_CARD_PRICE),
    removeQrImage: false,
  };
}

/** What the form sends as the `data` field (the server checks the same schema). */
function dataOf(values: Values, editing: boolean): TSeasonalBadgeDataInput {
  return {
    type: values.type as TSeasonalBadgeType,
    eventPlus: values.eventPlus || undefined,
    year: values.year === '' ? (undefined as unknown as number) : Number(values.year),
    sport: values.sport as TSeasonalBadgeDataInput['sport'],
    sportType: values.sportType as TSeasonalBadgeDataInput['sportType'],
    listNumber:
      values.listNumber === '' ? (undefined as unknown as number) : Number(values.listNumber),
    typeData1: values.typeData1,
    typeData2: values.typeData2,
    typeData3: values.typeData3,
    managerEmail: values.managerEmail,
    videoUrl: values.videoUrl,
    videoPriceCents: priceCentsOf(values.videoPrice),
    qrPriceCents: values.removeQrImage ? 0 : priceCentsOf(values.qrPrice),
    ...(editing ? { removeQrImage: values.removeQrImage } : {}),
  };
}

function imageProblem(file: File): string | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return t.invalidImage;
  if (file.size > MAX_IMAGE_BYTES) return platformMessages.fileTooLarge;
  return null;
}

const LIST_NUMBERS = Array.from({ length: LIST_NUMBER_MAX }, (_, i) => String(i + 1));

/**
 * Create Badge / Edit: every field of the spec with the live card preview. From the 6th badge
 * on, the server answers a payment to approve; the athlete goes to the checkout and the badge
 * appears once the fee is captured (the page handles the return).
 */
export function SeasonalBadgeDialog({
  opened,
  onClose,
  badge,
  owner,
  feeNotice,
}: {
  opened: boolean;
  onClose: () => void;
  /** The badge to edit; none to create. */
  badge?: TSeasonalBadge | null;
  owner: { name: string; photoUrl: string | null };
  /** Shown above the form when this badge costs the fee. */
  feeNotice?: string | null;
}) {
  const editing = Boolean(badge);
  const [values, setValues] = useState<Values>(EMPTY);
  const [qrImage, setQrImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateSeasonalBadge();
  const edit = useEditSeasonalBadge();
  const goTo = useGoToUrl();
  const phone = useMediaQuery('(max-width: 36em)');

  useEffect(() => {
    if (!opened) return;
    setValues(badge ? valuesOf(badge) : EMPTY);
    setQrImage(null);
    setErrors({});
    setFailure(null);
  }, [opened, badge]);

  const qrPreview = useMemo(() => (qrImage ? URL.createObjectURL(qrImage) : null), [qrImage]);
  useEffect(
    () => () => {
      if (qrPreview) URL.revokeObjectURL(qrPreview);
    },
    [qrPreview],
  );

  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const takesEventPlus = EVENT_PLUS_TYPES.includes(values.type as TSeasonalBadgeType);
  const keepsImage = editing && Boolean(badge?.qrImageUrl) && !values.removeQrImage;
  const hasQrImage = Boolean(qrImage) || keepsImage;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const imageError = qrImage ? imageProblem(qrImage) : null;
    const data = dataOf(values, editing);
    const found = { ...seasonalFieldErrors(data, hasQrImage) };
    if (imageError) found.qrImage = imageError;
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
        { id: badge.id, data, qrImage },
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
      { data, qrImage },
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

  const preview = {
    type: values.type,
    eventPlus: takesEventPlus ? values.eventPlus || null : null,
    year: values.year,
    sport: values.sport,
    sportType: values.sportType,
    listNumber: values.listNumber,
    typeData1: values.typeData1,
    typeData2: values.typeData2,
    typeData3: values.typeData3,
    videoPriceCents: values.videoUrl ? priceCentsOf(values.videoPrice) || null : null,
    qrPriceCents: hasQrImage ? priceCentsOf(values.qrPrice) || null : null,
  };
  const counter = (text: string) => `${text.trim().length}/${SEASONAL_TEXT_MAX_LENGTH}`;
  const busy = create.isPending || edit.isPending;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? t.editBadge : t.createBadge}
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
              <BadgeCard
                badge={preview}
                photoUrl={owner.photoUrl}
                athleteName={owner.name}
                label={t.previewLabel}
                compact
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
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <Select
                  label={t.fields.type}
                  required
                  data={[...SEASONAL_BADGE_TYPES]}
                  value={values.type || null}
                  onChange={(v) => {
                    const type = v ?? '';
                    setValues((old) => ({
                      ...old,
                      type,
                      eventPlus: eventPlusOptions(type as TSeasonalBadgeType).includes(
                        old.eventPlus,
                      )
                        ? old.eventPlus
                        : '',
                    }));
                  }}
                  error={errors.type}
                />
                {takesEventPlus && (
                  <Select
                    label={t.fields.eventPlus}
                    required
                    searchable
                    data={eventPlusOptions(values.type as TSeasonalBadgeType)}
                    value={values.eventPlus || null}
                    onChange={(v) => set('eventPlus', v ?? '')}
                    error={errors.eventPlus}
                  />
                )}
                <NumberInput
                  label={t.fields.year}
                  required
                  allowDecimal={false}
                  value={values.year}
                  onChange={(v) => set('year', v)}
                  error={errors.year}
                />
                <Select
                  label={t.fields.sport}
                  required
                  data={[...SEASONAL_SPORTS]}
                  value={values.sport || null}
                  onChange={(v) => set('sport', v ?? '')}
                  error={errors.sport}
                />
                <Select
                  label={t.fields.sportType}
                  required
                  data={[...SEASONAL_SPORT_TYPES]}
                  value={values.sportType || null}
                  onChange={(v) => set('sportType', v ?? '')}
                  error={errors.sportType}
                />
                <Select
                  label={t.fields.listNumber}
                  required
                  searchable
                  data={LIST_NUMBERS}
                  value={values.listNumber || null}
                  onChange={(v) => set('listNumber', v ?? '')}
                  error={errors.listNumber}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                {(['typeData1', 'typeData2', 'typeData3'] as const).map((key) => (
                  <TextInput
                    key={key}
                    label={t.fields[key]}
                    required
                    value={values[key]}
                    onChange={(e) => set(key, e.currentTarget.value)}
                    description={counter(values[key])}
                    error={errors[key]}
                  />
                ))}
              </SimpleGrid>
              <TextInput
                label={t.fields.managerEmail}
                type="email"
                value={values.managerEmail}
                onChange={(e) => set('managerEmail', e.currentTarget.value)}
                error={errors.managerEmail}
              />
              <Text size="sm" c="dimmed">
                {t.fillOnePair}
              </Text>
              <TextInput
                label={t.fields.videoUrl}
                type="url"
                placeholder="https://"
                value={values.videoUrl}
                onChange={(e) => set('videoUrl', e.currentTarget.value)}
                error={errors.videoUrl}
              />
              <PriceChoiceField
                label={t.fields.videoPrice}
                customLabel={t.fields.custom}
                customFieldLabel={t.customDollars}
                rule={SEASONAL_VIDEO_PRICE}
                value={values.videoPrice}
                onChange={(v) => set('videoPrice', v)}
                error={errors.videoPriceCents}
              />
              <Group align="flex-end" gap="sm" wrap="nowrap">
                <FileInput
                  label={t.fields.qrImage}
                  accept={IMAGE_MIME_TYPES.join(',')}
                  leftSection={<IconPhoto size={18} aria-hidden />}
                  clearable
                  clearButtonProps={{ 'aria-label': t.clearImage }}
                  value={qrImage}
                  onChange={(file) => {
                    setQrImage(file);
                    if (file) set('removeQrImage', false);
                  }}
                  error={errors.qrImage}
                  description={editing && badge?.qrImageUrl ? t.keepQrImage : undefined}
                  style={{ flex: 1, minWidth: 0 }}
                />
                {(qrPreview || (keepsImage && badge?.qrImageUrl)) && (
                  <Image
                    src={qrPreview ?? badge?.qrImageUrl}
                    alt={t.fields.qrImage}
                    w={56}
                    h={56}
                    radius="sm"
                    fit="cover"
                  />
                )}
              </Group>
              {editing && badge?.qrImageUrl && !qrImage && (
                <Checkbox
                  label={t.removeQrImage}
                  checked={values.removeQrImage}
                  onChange={(e) => set('removeQrImage', e.currentTarget.checked)}
                />
              )}
              {!values.removeQrImage && (
                <PriceChoiceField
                  label={t.fields.qrPrice}
                  customLabel={t.fields.custom}
                  customFieldLabel={t.customDollars}
                  rule={SEASONAL_CARD_PRICE}
                  value={values.qrPrice}
                  onChange={(v) => set('qrPrice', v)}
                  error={errors.qrPriceCents}
                />
              )}
              {failure && (
                <Alert color="red" role="alert">
                  {failure}
                </Alert>
              )}
              <DialogFooter
                cancelLabel={t.cancel}
                onCancel={onClose}
                submitLabel={editing ? t.save : t.createBadge}
                submitting={busy}
              />
            </Stack>
          </Grid.Col>
        </Grid>
      </form>
    </Modal>
  );
}
