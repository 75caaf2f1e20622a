import { pizzaMoneyTexts as t } from '@fhp/domain';
import { Badge, Center, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { formatDateTime } from '../../../lib/dates';

function BadgeImage({ src, label }: { src: string | null; label: string }) {
  return (
    <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
      {src ? (
        <Image src={src} alt={label} h={140} radius="md" fit="cover" />
      ) : (
        <Center h={140} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Stack gap={2} align="center">
            <IconPhotoOff size={22} aria-hidden />
            <Text size="xs" c="dimmed">
              {t.giftView.noImage}
            </Text>
          </Stack>
        </Center>
      )}
      <Text size="xs" c="dimmed" ta="center">
        {label}
      </Text>
    </Stack>
  );
}

/**
 * A gift badge as its donors get it: the introducing and appealing images, the description,
 * free of cost, and (once created) its date. The form's preview draws it too.
 */
export function GiftBadgeCard({
  description,
  introImageUrl,
  appealImageUrl,
  createdAt,
  label,
}: {
  description: string;
  introImageUrl: string | null;
  appealImageUrl: string | null;
  createdAt?: string;
  /** The figure's accessible name. */
  label: string;
}) {
  return (
    <Paper component="figure" withBorder radius="lg" p="md" m={0} aria-label={label}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <BadgeImage src={introImageUrl} label={t.gift.introducingImage} />
          <BadgeImage src={appealImageUrl} label={t.gift.appealingImage} />
        </Group>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="center">
          <Text fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
            {description.trim() || '—'}
          </Text>
          <Badge variant="light" color="green" style={{ flex: 'none' }}>
            {t.gift.free}
          </Badge>
        </Group>
        {createdAt && (
          <Text size="sm" c="dimmed">
            {t.giftView.createdAt}: <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
