import {
  CONTEST_BADGE_KIND_LABELS,
  CONTEST_LIST_PATHS,
  type TPublicContest,
  type TPublicContestEntry,
  contestPublicTexts as t,
} from '@fhp/domain';
import {
  Anchor,
  Badge,
  Container,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { usePageTitle } from '../../../ui/use-page-title';
import { useMyContestVotes } from '../api/contest-votes-api';
import { usePublicContest } from '../api/public-contests-api';
import { BuyContestBadgeButton } from '../components/buy-contest-badge-button';
import { ContestBoard } from '../components/contest-board';
import { ContestFacts } from '../components/contest-facts';
import { VoteButton } from '../components/vote-button';
import { YouTubeVideo } from '../components/youtube-video';

const isContestNumber = (n: number) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647;

/**
 * /contests/<number>: a contest's shareable page, read without signing in: what it is, who
 * organizes it and when, every athlete's videos with the vote button and their badges to buy,
 * and the leaderboard once it is shown. The server renders it with its data (a live page).
 */
export default function ContestPage() {
  const { contestNumber: param = '' } = useParams();
  const contestNumber = /^\d+$/.test(param) ? Number(param) : Number.NaN;
  const valid = isContestNumber(contestNumber);
  const query = usePublicContest(valid ? contestNumber : 0);
  usePageTitle(query.data?.contest.title ?? t.listHeading.brand_ambassador);
  const missing = !valid || (isApiError(query.error) && query.error.status === 404);

  return (
    <Container size="lg">
      <Stack gap="xl">
        <Anchor
          component={Link}
          to={CONTEST_LIST_PATHS[query.data?.contest.kind ?? 'brand_ambassador']}
          size="sm"
          w="fit-content"
          fw={600}
        >
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            {t.backToList[query.data?.contest.kind ?? 'brand_ambassador']}
          </Group>
        </Anchor>
        {missing ? (
          <EmptyState title={t.notFound} message={t.notFoundHint} />
        ) : query.isPending ? (
          <ContestPageSkeleton />
        ) : query.isError ? (
          <ErrorState
            title={t.pageError}
            message={query.error.message}
            onRetry={() => query.refetch()}
          />
        ) : (
          <ContestDetail data={query.data} />
        )}
      </Stack>
    </Container>
  );
}

function ContestPageSkeleton() {
  return (
    <Stack gap="md" aria-hidden>
      <Skeleton h={36} w="60%" />
      <Skeleton h={18} w="80%" />
      <Skeleton h={220} />
      <Skeleton h={220} />
    </Stack>
  );
}

function ContestDetail({ data }: { data: TPublicContest }) {
  const { contest, entries, boardShown } = data;
  // A signed-in fan's votes of the current round: their Vote buttons read "Voted".
  const session = useSession({ canWaitForInteraction: true });
  const isFan = session.user?.role === 'fan';
  const myVotes = useMyContestVotes(contest.id, isFan && contest.status === 'active');
  const votedVideos = new Set(myVotes.data?.videoIds ?? []);
  return (
    <>
      <Stack gap="xs">
        <Text size="sm" fw={600} c="brand.8" tt="uppercase">
          {t.kindLabel[contest.kind]}
        </Text>
        <Title order={1}>{contest.title}</Title>
        <ContestFacts contest={contest} />
        {contest.description && (
          <Text lh={1.7} style={{ whiteSpace: 'pre-line' }}>
            {contest.description}
          </Text>
        )}
      </Stack>
      {boardShown && (
        <Stack gap="sm" component="section" aria-labelledby="contest-board-heading">
          <Title order={2} fz="h3" id="contest-board-heading">
            {t.boardHeading}
          </Title>
          <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
            <ContestBoard contestId={contest.id} />
          </Paper>
        </Stack>
      )}
      <Stack gap="md" component="section" aria-labelledby="contest-entries-heading">
        <Title order={2} fz="h3" id="contest-entries-heading">
          {t.entriesHeading}
        </Title>
        {entries.length === 0 ? (
          <EmptyState message={t.noEntries} />
        ) : (
          entries.map((entry) => (
            <EntryCard
              key={entry.athleteNumber}
              entry={entry}
              voted={entry.videoId !== null && votedVideos.has(entry.videoId)}
              canVote={contest.status === 'active'}
            />
          ))
        )}
        {!boardShown && (
          <Text size="sm" c="dimmed">
            {t.boardLater}
          </Text>
        )}
      </Stack>
    </>
  );
}

function EntryCard({
  entry,
  voted,
  canVote,
}: {
  entry: TPublicContestEntry;
  voted: boolean;
  canVote: boolean;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="article">
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="sm" wrap="nowrap">
            {/* The photo only: the generated face of AthleteAvatar would bring Mantine's Avatar
                into every page's common chunk (its eighth route), the landing page's included. */}
            {entry.photoUrl && (
              <Image
                src={entry.photoUrl}
                alt={entry.athleteName}
                w={48}
                h={48}
                radius={24}
                style={{ flex: 'none' }}
              />
            )}
            <Stack gap={0}>
              <Anchor component={Link} to={`/athletes/${entry.athleteNumber}`} fw={600}>
                {entry.athleteName}
              </Anchor>
              {entry.coAthletes.length > 0 && (
                <Text size="sm" c="dimmed">
                  {t.with}{' '}
                  {entry.coAthletes.map((co, index) => (
                    <span key={co.athleteNumber}>
                      {index > 0 && ', '}
                      <Anchor component={Link} to={`/athletes/${co.athleteNumber}`} size="sm">
                        {co.name}
                      </Anchor>
                    </span>
                  ))}
                </Text>
              )}
            </Stack>
          </Group>
          {entry.videoId && (
            <Group gap="sm" wrap="nowrap">
              <Badge variant="light" color="gray" size="lg">
                {t.votes(entry.votes)}
              </Badge>
              {canVote && <VoteButton videoId={entry.videoId} voted={voted} />}
            </Group>
          )}
        </Group>
        {entry.videoIds.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t.noVideosYet}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: entry.videoIds.length > 1 ? 2 : 1, md: 3 }} spacing="sm">
            {entry.videoIds.map((videoId, index) => (
              <YouTubeVideo
                key={videoId}
                videoId={videoId}
                title={t.videoTitle(entry.athleteName, index + 1)}
                playLabel={t.playVideo(entry.athleteName, index + 1)}
              />
            ))}
          </SimpleGrid>
        )}
        {entry.badges.length > 0 && (
          <Stack gap="xs">
            <Text fw={600} size="sm">
              {t.badgesHeading}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {entry.badges.map((badge) => (
                <Paper key={badge.id} withBorder radius="md" p="sm" bg="gray.0">
                  <Group gap="sm" wrap="nowrap" justify="space-between">
                    <Group gap="sm" wrap="nowrap" miw={0}>
                      {badge.introImageUrl && (
                        <Image
                          src={badge.introImageUrl}
                          alt=""
                          w={48}
                          h={48}
                          radius="sm"
                          fit="cover"
                          loading="lazy"
                        />
                      )}
                      <Stack gap={0} miw={0}>
                        <Text size="sm" fw={600} truncate>
                          {badge.description}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {CONTEST_BADGE_KIND_LABELS[badge.kind]}
                        </Text>
                      </Stack>
                    </Group>
                    <BuyContestBadgeButton
                      badgeId={badge.id}
                      description={badge.description}
                      priceCents={badge.priceCents}
                    />
                  </Group>
                </Paper>
              ))}
            </SimpleGrid>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
