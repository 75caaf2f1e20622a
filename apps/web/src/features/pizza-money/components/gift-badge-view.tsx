import { type TPizzaRequest, pizzaMoneyTexts as t } from '@fhp/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { GiftBadgeCard } from './gift-badge-card';

/** A gifted request's badge: both images, the description and when it was created. */
export function GiftBadgeView({
  request,
  opened,
  onClose,
}: {
  request: TPizzaRequest | null;
  opened: boolean;
  onClose: () => void;
}) {
  const gift = request?.gift ?? null;
  return (
    <Modal opened={opened} onClose={onClose} title={t.giftView.title} size="md" centered>
      {request && gift && (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t.requestFrom(request.requestedBy || '—')}
          </Text>
          <GiftBadgeCard
            label={t.giftView.title}
            description={gift.description}
            introImageUrl={gift.introImageUrl}
            appealImageUrl={gift.appealImageUrl}
            createdAt={gift.createdAt}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t.close}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
