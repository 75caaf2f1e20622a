import { GROUP_CHAT_PATHS, groupChatsMessages as m, groupChatsTexts as t } from '@fhp/domain';
import { Button, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { usePageTitle } from '../../../ui/use-page-title';
import { useFanSeats } from '../api/group-chats-api';
import { FanSeatCard } from '../components/fan-seat-card';

function Seats() {
  const list = useFanSeats();
  if (list.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy="true">
        <Skeleton h={160} />
        <Skeleton h={160} />
      </SimpleGrid>
    );
  }
  if (list.isError)
    return <ErrorState message={t.loadFailed} onRetry={() => void list.refetch()} />;
  if (list.data.items.length === 0) {
    return (
      <EmptyState
        message={m.fanEmpty}
        icon={<IconUsersGroup size={26} aria-hidden />}
        action={
          <Button component={Link} to={GROUP_CHAT_PATHS.publicList} mt="sm">
            {t.findGroupChats}
          </Button>
        }
      />
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {list.data.items.map((seat) => (
        <FanSeatCard key={seat.id} seat={seat} />
      ))}
    </SimpleGrid>
  );
}

/** /fan/group-chats: my seats with their state, the rating and the settlement. */
export default function FanGroupChatsPage() {
  usePageTitle(t.fanTitle);
  return (
    <Stack maw={1080} mx="auto" gap="lg">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {t.fanTitle}
        </Title>
        <Text c="dimmed">{t.fanIntro}</Text>
      </Stack>
      <Seats />
    </Stack>
  );
}
