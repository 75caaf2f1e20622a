import { tipsMessages } from '@fhp/domain';
import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCoin, IconShare, IconUserCircle } from '@tabler/icons-react';
import { PageHeading } from '../../../ui/page-heading';
import classes from './tips-page.module.css';

const t = tipsMessages;
const ICONS = [IconUserCircle, IconShare, IconCoin] as const;

/** /admin/Improve-Chances-To-Sell-Licenses: three ways to sell more, as numbered cards. */
export default function TipsPage() {
  return (
    <Stack maw={1080} mx="auto" gap="lg">
      <PageHeading title={t.title} intro={t.intro} />
      <SimpleGrid component="ol" cols={{ base: 1, md: 3 }} spacing="lg" className={classes.list}>
        {t.ways.map((way, index) => {
          const Icon = ICONS[index] ?? IconUserCircle;
          return (
            <Card component="li" key={way.title} p="lg" withBorder className={classes.card}>
              <Stack gap="sm">
                <ThemeIcon size={48} radius="xl" variant="light">
                  <Icon size={26} aria-hidden />
                </ThemeIcon>
                <Title order={3} fz="h4">
                  {way.title}
                </Title>
                <Text>{way.text}</Text>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
