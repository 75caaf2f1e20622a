import { directoryTexts as t } from '@fhp/domain';
import {
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconUserSearch } from '@tabler/icons-react';
import { isApiError } from '../../../lib/api-client';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { LoadMore } from '../../../ui/load-more';
import skeletons from '../../../ui/skeleton-group.module.css';
import { usePageTitle } from '../../../ui/use-page-title';
import { useDirectory } from '../api/directory-api';
import { AthleteCard } from '../components/athlete-card';
import { DirectoryFilters } from '../components/directory-filters';
import { useDirectoryFilters } from '../components/use-directory-filters';

/** One column on phones (under 768px), two on tablets, three on wide screens. */
const COLUMNS = { base: 1, sm: 2, lg: 3 } as const;

/**
 * /athletes ("Find athletes"): search by name or athlete ID, filter by sport, state and school;
 * the filters live in the address. Results in name order, "Load more" follows the cursor.
 */
export default function DirectoryPage() {
  usePageTitle(t.title);
  const filters = useDirectoryFilters();
  const directory = useDirectory(filters.search);
  const athletes = directory.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <Container>
      <Stack gap="lg">
        <Stack gap={4} maw={720}>
          <Title order={1}>{t.title}</Title>
          <Text c="dimmed">{t.intro}</Text>
        </Stack>

        <DirectoryFilters state={filters} />

        <section aria-label={t.resultsLabel}>
          {directory.isPending ? (
            <SimpleGrid
              cols={COLUMNS}
              className={skeletons.group}
              aria-busy="true"
              aria-label={t.resultsLabel}
            >
              {[0, 1, 2, 3, 4, 5].map((i) => (
                <Card key={i} padding="md" aria-hidden>
                  <Group wrap="nowrap" align="flex-start">
                    <Skeleton circle h={64} w={64} />
                    <Stack gap={8} flex={1}>
                      <Skeleton h={18} w="70%" />
                      <Skeleton h={12} w="40%" />
                      <Skeleton h={14} w="85%" />
                    </Stack>
                  </Group>
                </Card>
              ))}
            </SimpleGrid>
          ) : directory.isError && athletes.length === 0 ? (
            <ErrorState
              message={isApiError(directory.error) ? directory.error.message : t.loadError}
              onRetry={() => directory.refetch()}
            />
          ) : athletes.length === 0 ? (
            <EmptyState
              icon={<IconUserSearch size={26} aria-hidden />}
              title={t.emptyTitle}
              message={filters.filtered ? t.emptyFilteredHint : t.emptyHint}
              action={
                filters.filtered && (
                  <Button variant="light" onClick={filters.clear} mt="xs">
                    {t.clearFilters}
                  </Button>
                )
              }
            />
          ) : (
            <SimpleGrid
              cols={COLUMNS}
              component="ul"
              aria-label={t.resultsLabel}
              aria-busy={directory.isFetching && !directory.isFetchingNextPage}
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {athletes.map((athlete) => (
                <li key={athlete.athleteNumber}>
                  <AthleteCard athlete={athlete} />
                </li>
              ))}
            </SimpleGrid>
          )}
        </section>

        <LoadMore query={directory} variant="light" label={t.loadMore} />
      </Stack>
    </Container>
  );
}
