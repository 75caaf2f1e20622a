import { formatCents, type TMementoOffer, athletePageTexts as t } from '@fhp/domain';
import { Badge, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconMovie } from '@tabler/icons-react';
import type { OnBuy } from './purchase';

/** One memento: its picture, title, what it is, the license's weeks and the price (the clip is bought). */
export function MementoOffer({
  memento,
  onBuy,
  disabled,
}: {
  memento: TMementoOffer;
  onBuy: OnBuy;
  disabled?: boolean;
}) {
  const title = `${t.mementoItem}: ${memento.title}`;
  return (
    <Card padding="md" component="article" aria-label={title}>
      <Stack gap="sm" h="100%">
        {memento.imageUrl && (
          <Card.Section>
            <Image src={memento.imageUrl} alt={memento.title} h={180} fit="cover" />
          </Card.Section>
        )}
        <Title order={3} fz="h4">
          {memento.title}
        </Title>
        <Text size="sm" lineClamp={4}>
          {memento.description}
        </Text>
        <Group gap={6}>
          <Badge variant="light">{t.mementoLicense(memento.licenseWeeks)}</Badge>
          {memento.isGameVideo && <Badge variant="light">{t.mementoGameVideo}</Badge>}
          {memento.hasVideo && (
            <Badge variant="outline" leftSection={<IconMovie size={12} aria-hidden />}>
              {t.mementoHasVideo}
            </Badge>
          )}
        </Group>
        <Group justify="space-between" mt="auto" wrap="nowrap">
          <Text fz="xl" fw={800}>
            {formatCents(memento.priceCents)}
          </Text>
          <Button
            disabled={disabled}
            aria-label={`${t.buy}: ${title}`}
            onClick={() =>
              onBuy({
                request: { item: 'memento', mementoId: memento.id },
                title,
                priceCents: memento.priceCents,
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
