import { formatCents, type TTalkingBadgeOffer, athletePageTexts as t } from '@fhp/domain';
import { Button, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import type { OnBuy } from './purchase';

/** One talking badge: its introducing image, what the athlete says, the price (the rest is bought). */
export function TalkingBadgeOffer({
  badge,
  onBuy,
  disabled,
}: {
  badge: TTalkingBadgeOffer;
  onBuy: OnBuy;
  disabled?: boolean;
}) {
  const images: { src: string; alt: string }[] = [];
  if (badge.introImageUrl) images.push({ src: badge.introImageUrl, alt: t.talkingIntroAlt });
  return (
    <Card padding="md" component="article" aria-label={`${t.talkingItem}: ${badge.description}`}>
      <Stack gap="sm" h="100%">
        {images.length > 0 && (
          <SimpleGrid cols={images.length} spacing="xs">
            {images.map((i) => (
              <Image key={i.alt} src={i.src} alt={i.alt} radius="md" h={140} fit="cover" />
            ))}
          </SimpleGrid>
        )}
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconMessageCircle size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm">{badge.description}</Text>
        </Group>
        <Group justify="space-between" mt="auto" wrap="nowrap">
          <Text fz="xl" fw={800}>
            {formatCents(badge.priceCents)}
          </Text>
          <Button
            disabled={disabled}
            aria-label={`${t.buy}: ${t.talkingItem} ${badge.description}`}
            onClick={() =>
              onBuy({
                request: { item: 'talking_badge', badgeId: badge.id },
                title: `${t.talkingItem}: ${badge.description}`,
                priceCents: badge.priceCents,
              })
            }
          >
            {t.buy}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
