import {
  contestPagePath,
  type TContestKind,
  type TPublicContestCard,
  contestPublicTexts as t,
} from '@fhp/domain';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ContentSkeleton } from '../../../ui/content-skeleton';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { usePublicContests } from '../api/public-contests-api';
import { ContestFacts } from './contest-facts';
import { YouTubeVideo } from './youtube-video';

/**
 * The contests of a kind on its public page (/contests: sport, /talent-contest: brand
 * ambassador): the open ones, then those completed recently, each with its athletes' count, a
 * few of its videos (played on a click) and a link to its page, where fans vote and buy badges.
 */
export function OpenContests({ kind }: { kind: TContestKind }) {
  const query = usePublicContests(kind);
  return (
    <Stack gap="md" component="section" aria-labelledby="open-contests-heading">
      <Title order={2} fz="h3" id="open-contests-heading">
        {t.listHeading[kind]}
      </Title>
      {query.isPending ? (
        <ContentSkeleton rows={4} />
      ) : query.isError ? (
        <ErrorState
          title={t.listError}
          message={query.error.message}
          onRetry={() => query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <EmptyState message={t.noContests[kind]} />
      ) : (
        query.data.items.map((contest) => <ContestCard key={contest.id} contest={contest} />)
      )}
    </Stack>
  );
}

function ContestCard({ contest }: { contest: TPublicContestCard }) {
  const path = contestPagePath(contest.number);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="article">
      <Stack gap="sm">
        <Stack gap={4}>
          <Title order={3} fz="h4">
            <Anchor component={Link} to={path} inherit>
              {contest.title}
            </Anchor>
          </Title>
          <ContestFacts contest={contest} />
        </Stack>
        {contest.description && (
          <Text size="sm" lineClamp={3}>
            {contest.description}
          </Text>
        )}
        {contest.thumbnails.length > 0 && (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
            {contest.thumbnails.map((videoId, index) => (
              <YouTubeVideo
                key={videoId}
                videoId={videoId}
                title={t.videoTitle(contest.title, index + 1)}
                playLabel={t.playVideo(contest.title, index + 1)}
              />
            ))}
          </SimpleGrid>
        )}
        <Group justify="space-between" gap="sm">
          <Group gap={6} c="dimmed">
            <IconUsers size={16} aria-hidden />
            <Text size="sm">{t.athletes(contest.athletes)}</Text>
          </Group>
          <Button
            component={Link}
            to={path}
            variant="light"
            rightSection={<IconArrowRight size={16} aria-hidden />}
          >
            {t.view}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
