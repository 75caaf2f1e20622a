import { fanNotificationMessages as t } from '@fhp/domain';
import { Stack, Title } from '@mantine/core';
import { usePageTitle } from '../../../ui/use-page-title';
import { NotificationTabs } from '../components/notification-tabs';

/**
 * /fan/notifications: the fan's notifications (new items of athletes they bought from, pizza
 * money accepted, refunds), with the athlete page's Unread and Read tabs and Mark all as read,
 * over the same endpoints, which answer each signed-in user with their own rows only.
 */
export default function FanNotificationsPage() {
  usePageTitle(t.pageTitle);
  return (
    <Stack maw={820} mx="auto" gap="lg">
      <Title order={1} fz="h2">
        {t.pageTitle}
      </Title>
      <NotificationTabs />
    </Stack>
  );
}
