import { type TWithdrawalSummary, withdrawalsTexts as t } from '@fhp/domain';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { Link } from 'react-router';

const CHANGE_PASSWORD_PATH = '/admin/change-password';

/**
 * While withdrawals wait after a payout e-mail change: when it changed and when they resume
 * (the catalogue's message, dated as the notice e-mail and the server's refusal date it), why,
 * and what to do if the change was not the athlete's.
 */
export function PayoutHoldNotice({
  hold,
}: {
  hold: NonNullable<TWithdrawalSummary['payoutHold']>;
}) {
  return (
    <Alert
      color="blue"
      variant="light"
      title={t.holdTitle}
      icon={<IconClock aria-hidden />}
      role="status"
      data-testid="payout-hold"
    >
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {t.payoutEmailHeld(new Date(hold.changedAt), new Date(hold.endsAt))}
        </Text>
        <Text size="sm">{t.holdHint}</Text>
        <Text size="sm">
          {t.holdNotYou}{' '}
          <Anchor component={Link} to={CHANGE_PASSWORD_PATH} size="sm" fw={600}>
            {t.holdChangePassword}
          </Anchor>
        </Text>
      </Stack>
    </Alert>
  );
}
