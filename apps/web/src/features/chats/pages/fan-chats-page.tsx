import { FAN_PATHS, chatsTexts as t } from '@fhp/domain';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconMessageCircle, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PagedList } from '../../../ui/paged-table';
import { usePageTitle } from '../../../ui/use-page-title';
import { useFanChats } from '../api/chats-api';
import { FanChatCard } from '../components/fan-chat-card';

/** /fan/chats: the chats the fan booked, 5 a page with Load More, each rated after its time. */
export default function FanChatsPage() {
  usePageTitle(t.fanHeading);
  return (
    <Stack maw={760} mx="auto" gap="lg">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {t.fanHeading}
        </Title>
        <Text c="dimmed">{t.fanIntro}</Text>
      </Stack>
      <Alert
        variant="light"
        color="blue"
        title={t.howItWorksTitle}
        icon={<IconInfoCircle aria-hidden />}
      >
        {t.howItWorks}
      </Alert>
      <PagedList
        query={useFanChats()}
        loadFailed={t.loadFailed}
        skeleton={{ rows: 3, rowHeight: 120 }}
        empty={{
          message: t.fanEmpty,
          icon: <IconMessageCircle size={26} aria-hidden />,
          action: (
            <Button
              component={Link}
              to={FAN_PATHS.findAthletes}
              mt="sm"
              leftSection={<IconSearch size={18} aria-hidden />}
            >
              {t.findAthletes}
            </Button>
          ),
        }}
      >
        {(chats) => chats.map((chat) => <FanChatCard key={chat.id} chat={chat} />)}
      </PagedList>
    </Stack>
  );
}
