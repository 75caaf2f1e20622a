import { SEASONAL_SPORTS, type TSeasonalSport, seasonalBadgesMessages as t } from '@fhp/domain';
import { SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ErrorState } from '../../../ui/error-state';
import { LoadMore } from '../../../ui/load-more';
import { useSeasonalBadgesBySport } from '../api/seasonal-badges-api';
import { BadgeCard } from './badge-card';

type Owner = { name: string; photoUrl: string | null };

function SportCards({ sport, owner }: { sport: TSeasonalSport; owner: Owner }) {
  const list = useSeasonalBadgesBySport(sport);
  if (list.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <Skeleton h={300} radius="lg" />
        <Skeleton h={300} radius="lg" visibleFrom="xs" />
      </SimpleGrid>
    );
  }
  if (list.isError)
    return <ErrorState message={list.error.message} onRetry={() => list.refetch()} />;
  const items = list.data.pages.flatMap((p) => p.items);
  if (items.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t.noCard}
      </Text>
    );
  }
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        {items.map((badge) => (
          <BadgeCard
            key={badge.id}
            badge={badge}
            photoUrl={owner.photoUrl}
            athleteName={owner.name}
          />
        ))}
      </SimpleGrid>
      <LoadMore query={list} />
    </Stack>
  );
}

/** My Seasonal Badges: the badge cards by sport, one tab each. */
export function MySeasonalBadges({ owner }: { owner: Owner }) {
  const [tab, setTab] = useState<string | null>(SEASONAL_SPORTS[0]);
  return (
    <Stack gap="sm" component="section" aria-labelledby="my-seasonal-badges">
      <Title order={3} fz="h4" id="my-seasonal-badges">
        {t.mySeasonalBadges}
      </Title>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          {SEASONAL_SPORTS.map((sport) => (
            <Tabs.Tab key={sport} value={sport}>
              {sport}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {SEASONAL_SPORTS.map((sport) => (
          <Tabs.Panel key={sport} value={sport} pt="md">
            <SportCards sport={sport} owner={owner} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
