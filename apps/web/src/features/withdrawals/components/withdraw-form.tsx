import {
  dollarsToCents,
  formatCents,
  isWithdrawalAmountValid,
  PAYOUT_EMAIL_ROW_PATH,
  type TWithdrawalSummary,
  withdrawalsTexts as t,
} from '@fhp/domain';
import { Anchor, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { openConfirmDialog } from '../../../ui/confirm-dialog';
import { notifyFailed, notifySaved } from '../../../ui/notify';
import { useRequestWithdrawal } from '../api/withdrawals-api';

/**
 * The amount in dollars, checked with the domain's rule and message before asking; Submit asks
 * for a confirmation naming the amount and the payout e-mail. Without a payout e-mail the form
 * points to the profile's payout e-mail row (its Change button) instead. While a payout e-mail
 * change holds withdrawals (the page shows the notice), the amount and Submit are disabled.
 */
export function WithdrawForm({ summary }: { summary: TWithdrawalSummary }) {
  const [amount, setAmount] = useState<number | string>('');
  const [error, setError] = useState<string | null>(null);
  const request = useRequestWithdrawal();
  const email = summary.payoutEmail;
  const held = Boolean(summary.payoutHold);

  if (!email) {
    return (
      <Text role="alert">
        {t.noPayoutEmail}{' '}
        <Anchor component={Link} to={PAYOUT_EMAIL_ROW_PATH}>
          {t.noPayoutEmailLink}
        </Anchor>
      </Text>
    );
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (held) return;
    const cents = typeof amount === 'number' ? dollarsToCents(amount) : Number.NaN;
    if (!isWithdrawalAmountValid(cents, summary.balanceCents)) {
      setError(t.incorrectAmount);
      return;
    }
    setError(null);
    openConfirmDialog({
      title: t.confirmTitle,
      centered: true,
      children: <Text size="sm">{t.confirmText(formatCents(cents), email)}</Text>,
      labels: { confirm: t.confirm, cancel: t.cancel },
      onConfirm: () =>
        request.mutate(cents, {
          onSuccess: (result) => {
            notifySaved(result.message);
            setAmount('');
          },
          onError: notifyFailed,
        }),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={420}>
        <NumberInput
          label={t.amountLabel}
          description={t.amountHint(formatCents(summary.minCents))}
          prefix="$"
          decimalScale={2}
          min={0}
          hideControls
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setError(null);
          }}
          error={error}
          required
          disabled={held}
        />
        <Text size="sm">
          {t.payoutTo}: <strong>{email}</strong>{' '}
          <Anchor
            component={Link}
            to={PAYOUT_EMAIL_ROW_PATH}
            size="sm"
            aria-label={t.changePayoutEmailLabel}
          >
            {t.changePayoutEmail}
          </Anchor>
        </Text>
        <Group>
          <Button type="submit" loading={request.isPending} disabled={held}>
            {t.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
