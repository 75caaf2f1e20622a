import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The heading at the top of a panel page: the page's title (an h2 drawn at h3 size, the panel's
 * header holding the h1) and its dimmed introduction. `titleAction` sits beside the title (a
 * "how it works" button); `children` go under it (a quota or fee line).
 */
export function PageHeading({
  title,
  intro,
  titleAction,
  maw,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  titleAction?: ReactNode;
  /** Keeps a long introduction readable beside a button on the same line. */
  maw?: number;
  children?: ReactNode;
}) {
  const heading = (
    <Title order={2} fz="h3">
      {title}
    </Title>
  );
  return (
    <Stack gap={4} maw={maw}>
      {titleAction ? (
        <Group gap="xs">
          {heading}
          {titleAction}
        </Group>
      ) : (
        heading
      )}
      {intro !== undefined && <Text c="dimmed">{intro}</Text>}
      {children}
    </Stack>
  );
}
