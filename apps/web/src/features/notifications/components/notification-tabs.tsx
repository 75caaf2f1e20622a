import {
  FAN_BELL_TYPES,
  notificationsMessages,
  notificationTarget,
  type TNotificationItem,
  type TNotificationTab,
} from '@fhp/domain';
import {
  Badge,
  Box,
  Button,
  Card,
  Group,
  Stack,
  Tabs,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  IconBell,
  IconCash,
  IconMail,
  IconMessage,
  IconMessageCircle,
  IconPizza,
  IconRosette,
  IconSparkles,
  IconTrophy,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useFormatDateTime, useFromNow } from '../../../lib/dates';
import { ContentSkeleton } from '../../../ui/content-skeleton';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { LoadMore } from '../../../ui/load-more';
import { notifyFailed } from '../../../ui/notify';
import {
  useEmailFanMutation,
  useMarkAllReadMutation,
  useMarkReadMutation,
  useNotificationsList,
} from '../api/notifications-api';
import classes from '../pages/notifications-page.module.css';

const t = notificationsMessages;

function TypeIcon({ type }: { type: string }) {
  const icon =
    type === 'endorsement' ? (
      <IconRosette size={20} aria-hidden />
    ) : type === 'contest' ? (
      <IconTrophy size={20} aria-hidden />
    ) : type === 'admin' ? (
      <IconMessage size={20} aria-hidden />
    ) : type === FAN_BELL_TYPES.newItem ? (
      <IconSparkles size={20} aria-hidden />
    ) : type === FAN_BELL_TYPES.pizzaMoneyAccepted ? (
      <IconPizza size={20} aria-hidden />
    ) : type === FAN_BELL_TYPES.refund ? (
      <IconCash size={20} aria-hidden />
    ) : type === FAN_BELL_TYPES.chat ? (
      <IconMessageCircle size={20} aria-hidden />
    ) : (
      <IconBell size={20} aria-hidden />
    );
  const color =
    type === 'endorsement'
      ? 'grape'
      : type === 'contest' || type === FAN_BELL_TYPES.pizzaMoneyAccepted
        ? 'orange'
        : 'blue';
  return (
    <ThemeIcon size={36} radius="xl" variant="light" color={color}>
      {icon}
    </ThemeIcon>
  );
}

/** The text a notification reads as: admin messages get the spec's prefix. */
export function notificationText(item: TNotificationItem): string {
  return item.type === 'admin' ? `${t.adminMessagePrefix}${item.message}` : item.message;
}

function NotificationRow({ item, asOf }: { item: TNotificationItem; asOf: number }) {
  const navigate = useNavigate();
  const fromNow = useFromNow(asOf);
  const formatDateTime = useFormatDateTime();
  const markRead = useMarkReadMutation();
  const emailFan = useEmailFanMutation();
  const endorsement = item.type === 'endorsement';
  const fan = [item.fanName, item.fanEmail].filter(Boolean).join(' · ');

  const open = () => {
    const target = notificationTarget(item.type, item.athleteNumber, item.resolutionId);
    if (!item.read) {
      markRead.mutate(item.id, {
        onError: (error) => notifyFailed(error.message),
      });
    }
    if (target) navigate(target);
  };

  const sendEmail = () => emailFan.mutate(item.id);

  return (
    <Card
      component="li"
      p={0}
      withBorder
      className={classes.item}
      data-unread={!item.read || undefined}
    >
      <UnstyledButton onClick={open} className={classes.main} p="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <TypeIcon type={item.type} />
          <Stack gap={4} miw={0} style={{ flex: 1 }}>
            <Group gap="xs" justify="space-between" wrap="wrap">
              <Badge variant="light" color="gray" size="sm">
                {t.typeLabels[item.type] ?? t.otherTypeLabel}
              </Badge>
              <Text size="xs" c="dimmed">
                <time dateTime={item.createdAt} title={formatDateTime(item.createdAt)}>
                  {fromNow(item.createdAt)}
                </time>
              </Text>
            </Group>
            {endorsement && (
              <Text fw={700} className={classes.wrap}>
                {t.endorsementTitle}
              </Text>
            )}
            <Text fw={item.read || endorsement ? 400 : 500} className={classes.wrap}>
              {notificationText(item)}
            </Text>
            {endorsement && fan && (
              <Text size="sm" c="dimmed" className={classes.wrap}>
                {`${t.fanLabel}: ${fan}`}
              </Text>
            )}
          </Stack>
        </Group>
      </UnstyledButton>
      {endorsement && (
        <Box pr="md" pb="md" pl={{ base: 'md', xs: 68 }}>
          <Button
            variant="light"
            leftSection={<IconMail size={18} aria-hidden />}
            loading={emailFan.isPending}
            onClick={sendEmail}
            className={classes.emailButton}
          >
            {t.emailFanButton}
          </Button>
        </Box>
      )}
    </Card>
  );
}

/** The Unread tab's Mark all as read (shown only while the tab lists something). */
function MarkAllReadButton() {
  const markAll = useMarkAllReadMutation();
  return (
    <Group justify="flex-end">
      <Button
        variant="subtle"
        size="compact-sm"
        loading={markAll.isPending}
        onClick={() => markAll.mutate()}
      >
        {t.markAllRead}
      </Button>
    </Group>
  );
}

export function NotificationList({ tab }: { tab: TNotificationTab }) {
  const list = useNotificationsList(tab);
  if (list.isPending) return <ContentSkeleton />;
  if (list.isError) {
    return (
      <ErrorState
        title={t.loadFailed}
        message={list.error.message}
        onRetry={() => list.refetch()}
      />
    );
  }
  const items = list.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return <EmptyState message={tab === 'unread' ? t.noUnread : t.noRead} />;
  }
  return (
    <Stack gap="md">
      <Title order={2} style={visuallyHidden}>
        {tab === 'unread' ? t.unreadTab : t.readTab}
      </Title>
      {tab === 'unread' && <MarkAllReadButton />}
      <Stack component="ul" gap="sm" className={classes.list}>
        {items.map((item) => (
          <NotificationRow key={item.id} item={item} asOf={list.dataUpdatedAt} />
        ))}
      </Stack>
      <LoadMore query={list} />
    </Stack>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * Unread and Read tabs, 5 a page with Load More, shared by the athlete's page and the fan's. The
 * Read list mounts (and loads) only once its tab is opened; both follow server events live.
 */
export function NotificationTabs() {
  const [tab, setTab] = useState<TNotificationTab>('unread');
  return (
    <Tabs
      value={tab}
      onChange={(value) => setTab(value === 'read' ? 'read' : 'unread')}
      keepMounted={false}
    >
      <Tabs.List mb="md" aria-label={t.listLabel}>
        <Tabs.Tab value="unread">{t.unreadTab}</Tabs.Tab>
        <Tabs.Tab value="read">{t.readTab}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="unread">
        <NotificationList tab="unread" />
      </Tabs.Panel>
      <Tabs.Panel value="read">
        <NotificationList tab="read" />
      </Tabs.Panel>
    </Tabs>
  );
}
