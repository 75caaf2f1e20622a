import { FAN_PATHS, fanNotificationMessages as t } from '@fhp/domain';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useUnreadCount } from '../api/notifications-api';

/** More than this shows as "99+" on the badge (the label says the exact number). */
const MAX_SHOWN = 99;

/**
 * The fan area's bell: a link to /fan/notifications with the unread count on it. The count is
 * the summary query, which the live event stream refreshes, so a new notification shows at once.
 */
export function FanNotificationBell() {
  const summary = useUnreadCount();
  const count = summary.data?.unreadCount ?? 0;
  return (
    <Indicator
      disabled={count === 0}
      label={count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}
      size={18}
      offset={6}
      color="red.8"
      withBorder
      inline
    >
      <ActionIcon
        component={Link}
        to={FAN_PATHS.notifications}
        variant="subtle"
        color="gray.9"
        size={40}
        radius="xl"
        aria-label={count > 0 ? t.bellUnread(count) : t.bellLabel}
        data-testid="fan-bell"
      >
        <IconBell size={22} stroke={1.8} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
