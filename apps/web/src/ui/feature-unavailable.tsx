import { shellMessages } from '@fhp/domain';
import { Badge, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface FeatureUnavailableProps {
  /** The feature's name as users know it, for example 'Wallet' or 'Seasonal Badges'. */
  feature: string;
  /** Replaces the default explanation. */
  description?: ReactNode;
  /** A way onward (a link back, a related page). */
  action?: ReactNode;
}

/**
 * Honest placeholder for a screen that is planned but not built: it names the feature and
 * says it is not available yet, so a menu entry never leads to a blank or broken page.
 */
export function FeatureUnavailable({ feature, description, action }: FeatureUnavailableProps) {
  return (
    <Paper withBorder p="xl" maw={560} mx="auto" my="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          <IconHourglassHigh size={30} aria-hidden />
        </ThemeIcon>
        <Badge color="accent" variant="light">
          {shellMessages.comingSoon}
        </Badge>
        <Title order={2} fz="h3">
          {shellMessages.notAvailableTitle(feature)}
        </Title>
        <Text c="dimmed">{description ?? shellMessages.notAvailableBody}</Text>
        {action}
      </Stack>
    </Paper>
  );
}
