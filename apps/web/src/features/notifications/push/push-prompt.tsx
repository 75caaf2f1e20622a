import { pushMessages } from '@fhp/domain';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { notifySaved } from '../../../ui/notify';
import { usePushNotifications } from './use-push-notifications';

const t = pushMessages;

/**
 * Offers push notifications on this device. Renders nothing where push cannot work (no service
 * worker, as in development) so nobody is offered a switch that does nothing.
 */
export function PushPrompt() {
  const { state, enable } = usePushNotifications();
  if (state === 'unavailable') return null;
  if (state === 'on') {
    return (
      <Text size="sm" c="dimmed" mt="md" role="status">
        {t.enabledNote}
      </Text>
    );
  }
  if (state === 'blocked') {
    return (
      <Text size="sm" c="dimmed" mt="md" role="status">
        {t.blocked}
      </Text>
    );
  }
  return (
    <Alert
      variant="light"
      color="blue"
      mt="md"
      icon={<IconBellRinging size={20} aria-hidden />}
      title={t.promptTitle}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{state === 'failed' ? t.failed : t.promptBody}</Text>
        <Button
          size="xs"
          loading={state === 'working'}
          onClick={async () => {
            if (await enable()) notifySaved(t.enabled);
          }}
        >
          {t.enableButton}
        </Button>
      </Group>
    </Alert>
  );
}
