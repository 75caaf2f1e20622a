import type { TDirectoryAthlete } from '@fhp/domain';
import { Card, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AthleteAvatar } from '../../../ui/athlete-avatar';
import classes from './home-athletes.module.css';

const AVATAR_SIZE = 72;

/** One athlete on /home: face, name, sport and school, one link to their page. */
export function HomeAthleteCard({ athlete }: { athlete: TDirectoryAthlete }) {
  const name = `${athlete.firstName} ${athlete.lastName}`.trim();
  return (
    <Card
      component={Link}
      to={`/athletes/${athlete.athleteNumber}`}
      padding="sm"
      className={classes.card}
    >
      <Stack align="center" gap={6} ta="center">
        <AthleteAvatar name={name} photoUrl={athlete.photoUrl} size={AVATAR_SIZE} />
        <Text fw={800} lh={1.2} lineClamp={2} className={classes.name}>
          {name}
        </Text>
        <Text size="sm" c="brand.7" fw={600} truncate="end" maw="100%">
          {athlete.sport ?? ' '}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={2}>
          {athlete.schoolName ?? ' '}
        </Text>
      </Stack>
    </Card>
  );
}

/** The card's place while the list loads (in the pre-rendered HTML too): the same size. */
export function HomeAthleteCardSkeleton() {
  return (
    <Card padding="sm" className={classes.card} aria-hidden>
      <Stack align="center" gap={8}>
        <Skeleton circle height={AVATAR_SIZE} />
        <Skeleton height={16} width="80%" />
        <Skeleton height={12} width="50%" />
        <Skeleton height={12} width="70%" />
      </Stack>
    </Card>
  );
}
