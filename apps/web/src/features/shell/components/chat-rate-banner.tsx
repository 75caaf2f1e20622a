import { panelUiMessages, shellPanelMessages } from '@fhp/domain';
import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';

/** The spec's top banner, shown while the signed-in athlete has no chat rate per minute. */
export function ChatRateBanner() {
  const { athlete } = useSession();
  if (!athlete || athlete.chatRateCents !== null) return null;
  return (
    <Alert
      color="accent"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      mb="md"
      role="status"
      styles={{ message: { color: 'var(--mantine-color-black)' } }}
    >
      <span>{shellPanelMessages.chatRateBanner}</span>{' '}
      <Anchor component={Link} to="/admin/profile" fw={700} c="brand.8" underline="always">
        {panelUiMessages.setChatRate}
      </Anchor>
    </Alert>
  );
}
