import { schoolAreaTexts as t } from '@fhp/domain';
import { Stack, Title } from '@mantine/core';
import { usePageTitle } from '../../../ui/use-page-title';
import { NotificationTabs } from '../components/notification-tabs';

/**
 * /school/notifications: the school administrator's notifications, matched by school (an
 * athlete of the school registered, accepted its IP contract, sold under it), with the athlete
 * page's Unread and Read tabs and Mark all as read, over the same endpoints, which answer each
 * signed-in user with their own rows only; live through the same server events.
 */
export default function SchoolNotificationsPage() {
  usePageTitle(t.notificationsTitle);
  return (
    <Stack maw={820} mx="auto" gap="lg">
      <Title order={1} fz="h2">
        {t.notificationsTitle}
      </Title>
      <NotificationTabs />
    </Stack>
  );
}
