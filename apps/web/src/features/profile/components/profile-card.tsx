import { Box, Card, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled section of the profile screen. */
export function ProfileCard({
  title,
  icon,
  action,
  children,
}: {
  title: string;
  icon?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card component="section" p={{ base: 'md', sm: 'lg' }} aria-label={title}>
      <Group justify="space-between" gap="xs" mb="sm" wrap="nowrap">
        <Group gap="xs" wrap="nowrap" miw={0}>
          {icon}
          <Title order={2} fz="h4">
            {title}
          </Title>
        </Group>
        {action && <Box style={{ flexShrink: 0 }}>{action}</Box>}
      </Group>
      {children}
    </Card>
  );
}
