import { type TChatStatus, chatsTexts as t } from '@fhp/domain';
import { Badge } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCalendarCheck,
  IconCheck,
  IconClockHour4,
  IconHourglassOff,
  IconLoader2,
  IconX,
} from '@tabler/icons-react';

/** Each state with its own word, colour and icon (never colour alone). */
const LOOKS = {
  requested: { color: 'accent', Icon: IconClockHour4 },
  accepted: { color: 'blue', Icon: IconCalendarCheck },
  settling: { color: 'blue', Icon: IconLoader2 },
  settled: { color: 'green', Icon: IconCheck },
  declined: { color: 'gray', Icon: IconX },
  expired: { color: 'gray', Icon: IconHourglassOff },
  failed: { color: 'red', Icon: IconAlertTriangle },
} as const satisfies Record<TChatStatus, unknown>;

export function ChatStatusBadge({ status }: { status: TChatStatus }) {
  const { color, Icon } = LOOKS[status];
  return (
    <Badge variant="light" color={color} leftSection={<Icon size={12} aria-hidden />}>
      {t.statusLabels[status]}
    </Badge>
  );
}
