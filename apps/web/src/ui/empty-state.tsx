import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** The spec's empty text, for example 'No Unread Notifications.' */
  message: ReactNode;
  title?: string;
  icon?: ReactNode;
  /** An optional call to action (a button or link). */
  action?: ReactNode;
}

/** What a list shows when it has nothing in it. */
export function EmptyState({ message, title, icon, action }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        {icon ?? <IconMoodEmpty size={26} aria-hidden />}
      </ThemeIcon>
      {title && (
        <Title order={3} fz="h4">
          {title}
        </Title>
      )}
      <Text c="dimmed">{message}</Text>
      {action}
    </Stack>
  );
}
