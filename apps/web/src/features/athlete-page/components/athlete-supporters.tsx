import { PURCHASE_KIND_LABELS, type TPublicSupporter, athletePageTexts as t } from '@fhp/domain';
import { Avatar, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { useFormatDate } from '../../../lib/dates';
import classes from './athlete-sections.module.css';

/** "Sam W." -> "SW": the avatar's letters, from what the server sent (never more). */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => [...part][0] ?? '')
    .join('')
    .toUpperCase();

/**
 * The newest fans who chose, at checkout, to be shown here: first name and last initial, what
 * they bought and when. An empty list says how to be the first (the offers are just above).
 */
export function AthleteSupporters({ supporters }: { supporters: TPublicSupporter[] }) {
  // Drawn by the server too (the athlete page is a live page): the day in UTC until hydrated.
  const formatDate = useFormatDate();
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="athlete-supporters"
    >
      <Stack gap="md">
        <Title order={2} id="athlete-supporters">
          {t.supportersTitle}
        </Title>
        {supporters.length === 0 ? (
          <Text c="dimmed">
            <IconHeart size={16} aria-hidden className={classes.inlineIcon} /> {t.supportersEmpty}
          </Text>
        ) : (
          <SimpleGrid
            cols={{ base: 1, xs: 2, md: 4 }}
            spacing="sm"
            component="ul"
            className={classes.plainList}
          >
            {supporters.map((supporter) => (
              // A name may repeat (the same fan, or two Sam W.); with the time and kind it does not.
              <li
                key={`${supporter.at}-${supporter.name}-${supporter.kind}`}
                className={classes.supporter}
              >
                <Avatar color="brand" radius="xl" aria-hidden>
                  {initials(supporter.name)}
                </Avatar>
                <Stack gap={0} miw={0}>
                  <Text fw={700} truncate>
                    {supporter.name}
                  </Text>
                  <Text size="sm">{PURCHASE_KIND_LABELS[supporter.kind]}</Text>
                  <Text size="xs" c="dimmed" component="time" dateTime={supporter.at}>
                    {formatDate(supporter.at)}
                  </Text>
                </Stack>
              </li>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
