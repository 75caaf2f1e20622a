import {
  athleteRouteTitle,
  GROUP_CHAT_PATHS,
  groupChatsMessages as m,
  groupChatsTexts as t,
} from '@fhp/domain';
import { SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { PageHeading } from '../../../ui/page-heading';
import { usePageTitle } from '../../../ui/use-page-title';
import { useMyGroupChats } from '../api/group-chats-api';
import { AthleteGroupChatCard } from '../components/athlete-group-chat-card';
import { GroupChatForm } from '../components/group-chat-form';

function MyGroupChats() {
  const list = useMyGroupChats();
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
    return <EmptyState message={m.athleteEmpty} icon={<IconUsersGroup size={26} aria-hidden />} />;
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {list.data.items.map((chat) => (
        <AthleteGroupChatCard key={chat.id} chat={chat} />
      ))}
    </SimpleGrid>
  );
}

/** /admin/group-chats: schedule a group chat, and my group chats with seats sold and Cancel. */
export default function AthleteGroupChatsPage() {
  usePageTitle(athleteRouteTitle(GROUP_CHAT_PATHS.athlete));
  return (
    <Stack maw={1080} mx="auto" gap="lg">
      <PageHeading title={t.athleteTitle} intro={t.athleteIntro} />
      <GroupChatForm />
      <Title order={2} fz="h4">
        {t.mineTitle}
      </Title>
      <MyGroupChats />
    </Stack>
  );
}
