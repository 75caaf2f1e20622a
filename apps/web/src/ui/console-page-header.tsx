import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The top of a console screen: its title and one line saying what it holds, with the screen's
 * actions (export, mark all read, new item) on the right; they wrap under it on a phone.
 */
export function ConsolePageHeader({
  title,
  intro,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  /** The screen's actions. */
  children?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end">
      <Stack gap={2}>
        <Title order={2}>{title}</Title>
        {intro !== undefined && (
          <Text c="dimmed" size="sm">
            {intro}
          </Text>
        )}
      </Stack>
      {children}
    </Group>
  );
}
