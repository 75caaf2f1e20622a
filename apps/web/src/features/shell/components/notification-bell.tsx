import { panelUiMessages, shellMessages, shellPanelMessages } from '@fhp/domain';
import {
  ActionIcon,
  Box,
  Center,
  Divider,
  Group,
  Loader,
  Popover,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconBell, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { formatDateTime, fromNow } from '../../../lib/dates';
import { useBellPreview, useNotificationSummary } from '../api/notifications-summary';
import classes from './notification-bell.module.css';
import { TOP_BAR_ICON_BUTTON } from './top-bar-icon-button';

const NOTIFICATIONS_PATH = '/admin/notifications';

/** True on the notifications page, where the dot is not shown (the spec). */
export function isNotificationsPage(pathname: string): boolean {
  return /^\/admin\/notifications\/?$/i.test(pathname);
}

function BellIcon({ dot }: { dot: boolean }) {
  return (
    <>
      <IconBell size={22} stroke={1.8} aria-hidden />
      {dot && <span className={classes.dot} data-testid="bell-dot" />}
    </>
  );
}

/** The mobile dropdown: the newest unread notifications, or 'no new notification'. */
function BellDropdown({ opened }: { opened: boolean }) {
  const preview = useBellPreview(opened);
  const items = preview.data?.items ?? [];
  return (
    <Stack gap={4}>
      <Title order={2} fz="sm" px="xs" pt={4} c="dimmed">
        {panelUiMessages.unreadTitle}
      </Title>
      {preview.isPending ? (
        <Center py="sm" role="status" aria-label={shellMessages.loading}>
          <Loader size="sm" />
        </Center>
      ) : preview.isError ? (
        <Text size="sm" c="red.9" px="xs" py="xs">
          {panelUiMessages.notificationsLoadFailed}
        </Text>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed" px="xs" py="xs">
          {shellPanelMessages.noNewNotification}
        </Text>
      ) : (
        <Box component="ul" className={classes.list}>
          {items.map((item) => (
            <li key={item.id}>
              <UnstyledButton component={Link} to={NOTIFICATIONS_PATH} className={classes.item}>
                <Text size="sm" lineClamp={2}>
                  {item.message}
                </Text>
                <Text size="xs" c="dimmed">
                  <time dateTime={item.createdAt} title={formatDateTime(item.createdAt)}>
                    {fromNow(item.createdAt)}
                  </time>
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </Box>
      )}
      <Divider />
      <UnstyledButton component={Link} to={NOTIFICATIONS_PATH} className={classes.item}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={700}>
            {panelUiMessages.viewAllNotifications}
          </Text>
          <IconChevronRight size={16} aria-hidden />
        </Group>
      </UnstyledButton>
    </Stack>
  );
}

/**
 * The top bar's bell. A blinking red dot shows while unread notifications exist, except on the
 * notifications page; it follows server events live (the summary query is invalidated by
 * 'notification.created'). On desktop it opens the notifications page; on mobile a dropdown.
 * Both forms are drawn and CSS shows one (the shell's layout is CSS's, decision 0039).
 */
export function NotificationBell() {
  const { pathname } = useLocation();
  const summary = useNotificationSummary();
  const [opened, setOpened] = useState(false);
  // Following a link in the dropdown (or anywhere) closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger.
  useEffect(() => {
    setOpened(false);
  }, [pathname]);
  const dot = (summary.data?.unreadCount ?? 0) > 0 && !isNotificationsPage(pathname);
  const label = dot ? panelUiMessages.bellUnread : shellPanelMessages.notifications;

  return (
    <>
      <ActionIcon
        visibleFrom="sm"
        component={Link}
        to={NOTIFICATIONS_PATH}
        {...TOP_BAR_ICON_BUTTON}
        aria-label={label}
        className={classes.bell}
      >
        <BellIcon dot={dot} />
      </ActionIcon>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={300}
        shadow="md"
        trapFocus
        returnFocus
      >
        <Popover.Target>
          <ActionIcon
            hiddenFrom="sm"
            {...TOP_BAR_ICON_BUTTON}
            aria-label={label}
            className={classes.bell}
            onClick={() => setOpened((o) => !o)}
          >
            <BellIcon dot={dot} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="xs">
          <BellDropdown opened={opened} />
        </Popover.Dropdown>
      </Popover>
    </>
  );
}
