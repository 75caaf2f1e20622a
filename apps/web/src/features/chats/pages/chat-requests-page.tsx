import { athleteRouteTitle, type TChatItem, chatsTexts as t } from '@fhp/domain';
import { Stack } from '@mantine/core';
import { IconPhoneCall } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeading } from '../../../ui/page-heading';
import { PagedTable } from '../../../ui/paged-table';
import classes from '../../../ui/stacked-table.module.css';
import { usePageTitle } from '../../../ui/use-page-title';
import { useAthleteChats } from '../api/chats-api';
import { AcceptChatDialog } from '../components/accept-chat-dialog';
import { AthleteChatRow } from '../components/athlete-chat-row';

/**
 * /admin/fans-request: the chats fans booked (their money held), 5 a page with Load More;
 * a request is accepted at a time or declined (the hold released).
 */
export default function ChatRequestsPage() {
  usePageTitle(athleteRouteTitle('/admin/fans-request'));
  const list = useAthleteChats();
  const [accepting, setAccepting] = useState<TChatItem | null>(null);
  return (
    <Stack maw={1080} mx="auto" gap="lg">
      <PageHeading title={t.athleteHeading} intro={t.athleteIntro} />
      <div className={classes.frame}>
        <PagedTable
          query={list}
          loadFailed={t.loadFailed}
          empty={{ message: t.empty, icon: <IconPhoneCall size={26} aria-hidden /> }}
          label={t.tableLabel}
          columns={t.columns}
          actionsColumn={t.actionsColumn}
          highlightOnHover
          renderRow={(chat) => <AthleteChatRow key={chat.id} chat={chat} onAccept={setAccepting} />}
        />
      </div>
      <AcceptChatDialog chat={accepting} onClose={() => setAccepting(null)} />
    </Stack>
  );
}
