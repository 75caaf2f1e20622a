import { HOME_ATHLETES_LIMIT, type TDirectoryAthlete, homeMessages as t } from '@fhp/domain';
import { Anchor, Group, Stack, Title } from '@mantine/core';
import { IconArrowRight, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useDeferredValue } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import skeletons from '../../../ui/skeleton-group.module.css';
import { useHomeAthletes } from '../api/home-api';
import { HomeAthleteCard, HomeAthleteCardSkeleton } from './home-athlete-card';
import classes from './home-athletes.module.css';

const SKELETONS = Array.from({ length: HOME_ATHLETES_LIMIT }, (_, i) => i);

function Row({ title, athletes }: { title: string; athletes: TDirectoryAthlete[] | undefined }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} fz="md" c="dimmed" tt="uppercase" lts={0.5}>
        {title}
      </Title>
      <ul className={athletes ? classes.row : `${classes.row} ${skeletons.group}`}>
        {athletes
          ? athletes.map((a) => (
              <li key={a.athleteNumber}>
                <HomeAthleteCard athlete={a} />
              </li>
            ))
          : SKELETONS.map((i) => (
              <li key={i}>
                <HomeAthleteCardSkeleton />
              </li>
            ))}
      </ul>
    </Stack>
  );
}

/**
 * /home's people: trending this week and newly joined, each card leading to the athlete's page,
 * and the way to the directory. Pre-rendered as skeletons of both rows (the same height as the
 * cards, so nothing below moves when they arrive); a row with nobody in it is left out.
 */
export function HomeAthletes() {
  const athletes = useHomeAthletes();
  // The query's answer would render both rows at once, in the task that received it (a store's
  // update is never a transition): deferred, React draws them in slices of a few milliseconds,
  // the skeletons staying meanwhile, so a phone's main thread is not held while the cards draw.
  const data = useDeferredValue(athletes.data);
  const findAthletes = (
    <Anchor component={Link} to="/athletes" fw={700}>
      <Group gap={4} component="span" wrap="nowrap">
        {t.findAthletes}
        <IconArrowRight size={16} aria-hidden />
      </Group>
    </Anchor>
  );
  let body: ReactNode;
  if (athletes.isError && !data) {
    body = <ErrorState message={t.loadError} onRetry={() => athletes.refetch()} />;
  } else if (data && data.trending.length === 0 && data.newest.length === 0) {
    body = <EmptyState message={t.noAthletes} icon={<IconSearch size={26} aria-hidden />} />;
  } else {
    body = (
      <>
        {(!data || data.trending.length > 0) && (
          <Row title={t.trendingTitle} athletes={data?.trending} />
        )}
        {(!data || data.newest.length > 0) && <Row title={t.newestTitle} athletes={data?.newest} />}
      </>
    );
  }
  return (
    <Stack gap="md" component="section" aria-labelledby="home-athletes-title">
      <Group justify="space-between" align="baseline">
        <Title order={2} fz="h3" id="home-athletes-title">
          {t.athletesTitle}
        </Title>
        {findAthletes}
      </Group>
      {body}
    </Stack>
  );
}
