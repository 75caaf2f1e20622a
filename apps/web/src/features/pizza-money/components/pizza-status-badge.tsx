import { type TPizzaRequestDisplayStatus, pizzaMoneyTexts as t } from '@fhp/domain';
import { Badge } from '@mantine/core';
import { IconCheck, IconClockHour4, IconGift, IconHourglassOff } from '@tabler/icons-react';

/** The spec's colours (active green, the others red), each state with its own word and icon. */
const ICONS = {
  pending: IconClockHour4,
  active: IconCheck,
  expired: IconHourglassOff,
  gifted: IconGift,
} as const;

export function PizzaStatusBadge({ status }: { status: TPizzaRequestDisplayStatus }) {
  const Icon = ICONS[status];
  return (
    <Badge
      variant="light"
      color={status === 'active' ? 'green' : 'red'}
      leftSection={<Icon size={12} aria-hidden />}
    >
      {t.statusLabels[status]}
    </Badge>
  );
}
