import { type TDirectoryAthlete, directoryTexts as t } from '@fhp/domain';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconMapPin, IconSchool } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AthleteAvatar } from '../../../ui/athlete-avatar';
import classes from './athlete-card.module.css';

/** One athlete in the results: a card that is one link to their page (one tab stop). */
export function AthleteCard({ athlete }: { athlete: TDirectoryAthlete }) {
  const name = `${athlete.firstName} ${athlete.lastName}`.trim();
  return (
    <Card
      component={Link}
      to={`/athletes/${athlete.athleteNumber}`}
      padding="md"
      className={classes.card}
    >
      <Group wrap="nowrap" gap="md" align="flex-start">
        <AthleteAvatar name={name} photoUrl={athlete.photoUrl} size={64} />
        <Stack gap={6} miw={0} className={classes.body}>
          <div>
            <Text fw={800} fz="lg" lh={1.25} className={classes.name}>
              {name}
            </Text>
            <Text size="xs" c="dimmed">
              {t.athleteIdLabel(athlete.athleteNumber)}
            </Text>
          </div>
          <Group gap={6}>
            {athlete.sport && (
              <Badge variant="light" radius="sm">
                {athlete.sport}
              </Badge>
            )}
            {athlete.athleteType && (
              <Badge variant="light" color="gray" radius="sm">
                {t.levelLabels[athlete.athleteType]}
              </Badge>
            )}
          </Group>
          {athlete.schoolName && (
            <Group gap={6} wrap="nowrap">
              <IconSchool size={16} aria-hidden className={classes.icon} />
              <Text size="sm" truncate>
                {athlete.schoolName}
              </Text>
            </Group>
          )}
          {athlete.stateCode && (
            <Group gap={6} wrap="nowrap">
              <IconMapPin size={16} aria-hidden className={classes.icon} />
              <Text size="sm" c="dimmed">
                {athlete.stateCode}
              </Text>
            </Group>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
