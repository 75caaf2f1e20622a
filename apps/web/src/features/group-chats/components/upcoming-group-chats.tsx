import {
  FAN_PATHS,
  formatCents,
  groupChatsMessages as m,
  type TPublicGroupChat,
  groupChatsTexts as t,
} from '@fhp/domain';
import {
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useFormatDateTime } from '../../../lib/dates';
import { useGoToUrl } from '../../../lib/goto-url';
import { useSession } from '../../../lib/session';
import { openConfirmDialog } from '../../../ui/confirm-dialog';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { notifyFailed } from '../../../ui/notify';
import { useBuySeat, useUpcomingGroupChats } from '../api/group-chats-api';

type Buyer = 'fan' | 'visitor' | 'other-role' | 'unknown';

function SeatAction({ chat, buyer }: { chat: TPublicGroupChat; buyer: Buyer }) {
  const buy = useBuySeat();
  const goTo = useGoToUrl();
  if (chat.seatsLeft === 0) {
    return (
      <Button disabled fullWidth>
        {t.full}
      </Button>
    );
  }
  if (buyer === 'visitor') {
    return (
      <Button component={Link} to={FAN_PATHS.login} variant="light" fullWidth>
        {t.signInToBuy}
      </Button>
    );
  }
  if (buyer === 'other-role') {
    return (
      <Text size="sm" c="dimmed">
        {t.fansOnly}
      </Text>
    );
  }
  const confirm = () =>
    openConfirmDialog({
      title: t.buyTitle,
      children: <Text size="sm">{t.buyConfirm(chat.title, formatCents(chat.seatCents))}</Text>,
      labels: { confirm: t.goToCheckout, cancel: t.keep },
      onConfirm: () =>
        buy.mutate(chat.id, {
          onSuccess: (started) => goTo(started.approveUrl),
          onError: (error) => notifyFailed(error),
        }),
    });
  return (
    <Button onClick={confirm} loading={buy.isPending} disabled={buyer === 'unknown'} fullWidth>
      {t.buySeat}
    </Button>
  );
}

function GroupChatCard({
  chat,
  buyer,
  showAthlete,
}: {
  chat: TPublicGroupChat;
  buyer: Buyer;
  showAthlete: boolean;
}) {
  const formatDateTime = useFormatDateTime();
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={chat.title}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} fz="h5">
            {chat.title}
          </Title>
          <Badge
            variant="light"
            color={chat.seatsLeft > 0 ? 'teal' : 'gray'}
            style={{ flexShrink: 0 }}
          >
            {chat.seatsLeft > 0 ? t.seatsLeft(chat.seatsLeft) : t.full}
          </Badge>
        </Group>
        {showAthlete && (
          <Text size="sm">
            <Link to={`/athletes/${chat.athleteNumber}`}>{chat.athleteName}</Link>
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {formatDateTime(chat.startsAt)} · {t.minutesLong(chat.minutes)}
        </Text>
        <Text fw={700}>
          {formatCents(chat.seatCents)}{' '}
          <Text span size="sm" c="dimmed" fw={400}>
            {t.perSeat}
          </Text>
        </Text>
        <div style={{ marginTop: 'auto' }}>
          <SeatAction chat={chat} buyer={buyer} />
        </div>
      </Stack>
    </Card>
  );
}

/**
 * The upcoming group chats with seats to buy: on the /groupChat page (every athlete's) and on an
 * athlete's page (theirs; nothing is drawn there when they have none).
 */
export function UpcomingGroupChats({ athleteNumber }: { athleteNumber?: number }) {
  const list = useUpcomingGroupChats(athleteNumber);
  const known = useSession({ canWaitForInteraction: true });
  const mounted = useMounted();
  const session = mounted ? known : { user: null, status: 'loading' as const };
  const buyer: Buyer = session.user
    ? session.user.role === 'fan'
      ? 'fan'
      : 'other-role'
    : session.status === 'signed-out'
      ? 'visitor'
      : 'unknown';
  const onAthletePage = athleteNumber !== undefined;
  // The server's drawing of the athlete's page has none (it draws what it has the data of).
  if (
    onAthletePage &&
    (!mounted || list.isPending || list.isError || list.data.items.length === 0)
  ) {
    return null;
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby="upcoming-group-chats">
      <Title order={2} fz="h3" id="upcoming-group-chats">
        {t.upcomingTitle}
      </Title>
      <Text size="sm" c="dimmed">
        {m.howItWorks}
      </Text>
      {list.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Skeleton h={180} />
          <Skeleton h={180} />
        </SimpleGrid>
      ) : list.isError ? (
        <ErrorState message={t.loadFailed} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState message={m.publicEmpty} icon={<IconUsersGroup size={26} aria-hidden />} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {list.data.items.map((chat) => (
            <GroupChatCard key={chat.id} chat={chat} buyer={buyer} showAthlete={!onAthletePage} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
