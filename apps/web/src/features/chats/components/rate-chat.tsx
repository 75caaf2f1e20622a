import {
  CHAT_OUTCOME_LABELS,
  CHAT_OUTCOMES,
  type TChatItem,
  type TChatOutcome,
  chatsTexts as t,
} from '@fhp/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconMoodHappy, IconMoodSad, IconUserOff } from '@tabler/icons-react';
import { formatDateTime } from '../../../lib/dates';
import { openConfirmDialog } from '../../../ui/confirm-dialog';
import { notifyFailed, notifySaved } from '../../../ui/notify';
import { useRateChat } from '../api/chats-api';

const LOOKS = {
  satisfactory: { color: 'green', Icon: IconMoodHappy },
  rude_or_short: { color: 'orange', Icon: IconMoodSad },
  no_show: { color: 'red', Icon: IconUserOff },
} as const satisfies Record<TChatOutcome, unknown>;

/** The three ratings, each confirmed first: a rating settles the chat for good. */
export function RateChat({ chat }: { chat: TChatItem }) {
  const rate = useRateChat();
  const confirm = (outcome: TChatOutcome) =>
    openConfirmDialog({
      title: t.rateConfirmTitle(CHAT_OUTCOME_LABELS[outcome]),
      centered: true,
      children: <Text size="sm">{t.rateConfirmText}</Text>,
      labels: { confirm: CHAT_OUTCOME_LABELS[outcome], cancel: t.cancel },
      confirmProps: { color: LOOKS[outcome].color },
      onConfirm: () =>
        rate
          .mutateAsync({ id: chat.id, outcome })
          .then((result) => notifySaved(result.message || t.rated), notifyFailed),
    });
  return (
    <Stack gap={6}>
      <Text fw={700} size="sm">
        {t.rateTitle}
      </Text>
      <Text size="xs" c="dimmed">
        {t.rateHint}
        {chat.rateBy && ` ${t.rateBy(formatDateTime(chat.rateBy))}.`}
      </Text>
      <Group gap="xs">
        {CHAT_OUTCOMES.map((outcome) => {
          const { color, Icon } = LOOKS[outcome];
          return (
            <Button
              key={outcome}
              size="xs"
              variant="light"
              color={color}
              leftSection={<Icon size={16} aria-hidden />}
              loading={rate.isPending && rate.variables?.outcome === outcome}
              disabled={rate.isPending}
              onClick={() => confirm(outcome)}
            >
              {CHAT_OUTCOME_LABELS[outcome]}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}
