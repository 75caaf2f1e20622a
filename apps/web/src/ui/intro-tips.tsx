import { Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * The tips page in front of a panel screen (Seasonal Badges, Talking Badges, Mementos): a
 * heading, numbered tips, optional extra content and the actions (Play Video, Continue...).
 */
export function IntroTips({
  title,
  tips,
  children,
  actions,
}: {
  title: string;
  tips: readonly string[];
  children?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Stack maw={760} mx="auto" gap="lg">
      <Title order={2} fz="h3">
        {title}
      </Title>
      <Card withBorder radius="lg" p="lg">
        <List
          type="ordered"
          spacing="md"
          icon={
            <ThemeIcon size={28} radius="xl" variant="light">
              <IconBulb size={16} aria-hidden />
            </ThemeIcon>
          }
        >
          {tips.map((tip) => (
            <List.Item key={tip}>
              <Text>{tip}</Text>
            </List.Item>
          ))}
        </List>
      </Card>
      {children}
      <Group gap="sm">{actions}</Group>
    </Stack>
  );
}
