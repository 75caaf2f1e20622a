import {
  GENDERS,
  isPurchaseKind,
  type TPurchaseKind,
  TRENDING_TABS,
  type TTrendingQuery,
  trendingMessages as t,
} from '@fhp/domain';
import {
  Anchor,
  Container,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useSports } from '../../../lib/reference-api';
import { ErrorState } from '../../../ui/error-state';
import { usePageTitle } from '../../../ui/use-page-title';
import { useTrending } from '../api/trending-api';
import { TrendingTable } from '../components/trending-table';
import classes from './trending-page.module.css';

const GENDER_LABELS = { Male: t.male, Female: t.female } as const;
const isGender = (v: string | null): v is (typeof GENDERS)[number] =>
  (GENDERS as readonly (string | null)[]).includes(v);

/**
 * /trending ('Who's Popular Last Week?'): seven tabs counted by the server from the last 7
 * days of purchases. Filters and the open tab live in the address, so a view can be shared.
 */
export default function TrendingPage() {
  usePageTitle(t.title);
  const [params, setParams] = useSearchParams();
  const sport = params.get('sport') || undefined;
  const genderParam = params.get('gender');
  const gender = isGender(genderParam) ? genderParam : undefined;
  const tabParam = params.get('tab');
  const tab: TPurchaseKind = isPurchaseKind(tabParam) ? tabParam : 'sport_badge';
  const filters: TTrendingQuery = { sport, gender };

  const trending = useTrending(filters);
  const sports = useSports();

  const update = (key: string, value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  return (
    <Container>
      <Stack gap="lg">
        <Anchor component={Link} to="/home" className={classes.back}>
          <IconArrowLeft size={16} aria-hidden />
          {t.goBack}
        </Anchor>
        <Stack gap={4}>
          <Title order={1}>{t.title}</Title>
          <Text c="dimmed">{t.intro}</Text>
        </Stack>

        <SimpleGrid role="search" aria-label={t.filtersLabel} cols={{ base: 1, xs: 2 }} maw={560}>
          <Select
            label={t.sportLabel}
            placeholder={t.allSports}
            data={sports.data ?? (sport ? [sport] : [])}
            value={sport ?? null}
            onChange={(v) => update('sport', v)}
            searchable
            clearable
            nothingFoundMessage="—"
          />
          <Select
            label={t.genderLabel}
            data={[
              { value: '', label: t.allGenders },
              ...GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] })),
            ]}
            value={gender ?? ''}
            onChange={(v) => update('gender', v)}
            allowDeselect={false}
          />
        </SimpleGrid>

        <Paper p={{ base: 'sm', sm: 'lg' }}>
          {trending.isError && !trending.data ? (
            <ErrorState message={t.loadError} onRetry={() => trending.refetch()} />
          ) : (
            <Tabs
              variant="pills"
              radius="xl"
              value={tab}
              onChange={(v) => update('tab', v === 'sport_badge' ? null : v)}
            >
              <Tabs.List aria-label={t.tabsLabel} className={classes.tabs}>
                {TRENDING_TABS.map((kind) => (
                  <Tabs.Tab key={kind} value={kind}>
                    {t.tabs[kind]}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {TRENDING_TABS.map((kind) => (
                <Tabs.Panel key={kind} value={kind} pt="md">
                  <TrendingTable
                    label={t.tabs[kind]}
                    athletes={trending.data?.lists[kind]}
                    loading={trending.isPending}
                  />
                </Tabs.Panel>
              ))}
            </Tabs>
          )}
          <Text size="sm" c="dimmed" mt="md">
            {t.howRanked}
          </Text>
        </Paper>
      </Stack>
    </Container>
  );
}
