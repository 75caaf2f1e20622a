import {
  dollarsToCents,
  formatCents,
  type TConsoleContestReward,
  type TContestSummary,
  consoleContestsTexts as t,
} from '@fhp/domain';
import { Alert, Button, Group, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/dates';
import { EmptyState } from '../../../ui/empty-state';
import classes from '../../../ui/stacked-table.module.css';
import { useContestAction } from '../api/console-contests-api';

const [RECIPIENT, EMAIL, AMOUNT, NOTE, RECORDED] = t.rewardColumns;

/** Records (or corrects) a reward: its recipient by e-mail or athlete id, the amount, a note. */
function RewardForm({ contestId }: { contestId: string }) {
  const action = useContestAction();
  const [recipient, setRecipient] = useState('');
  const [amount, setAmount] = useState<number | string>('');
  const [note, setNote] = useState('');
  const fields = (action.error as { fields?: Record<string, string> } | null)?.fields;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    action.mutate(
      {
        action: 'reward',
        id: contestId,
        recipient,
        amountCents: dollarsToCents(Number(amount) || 0),
        note,
      },
      {
        onSuccess: () => {
          setRecipient('');
          setAmount('');
          setNote('');
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Group align="flex-start" gap="xs" wrap="wrap">
          <TextInput
            label={t.rewardRecipient}
            withAsterisk
            value={recipient}
            onChange={(e) => setRecipient(e.currentTarget.value)}
            error={fields?.recipient}
            miw={240}
            style={{ flex: 2 }}
          />
          <NumberInput
            label={t.rewardAmount}
            withAsterisk
            min={0}
            decimalScale={2}
            prefix="$"
            value={amount}
            onChange={setAmount}
            miw={120}
            style={{ flex: 1 }}
          />
          <TextInput
            label={t.rewardNote}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            miw={200}
            style={{ flex: 2 }}
          />
        </Group>
        {action.isError && !fields?.recipient && (
          <Alert color="red" role="alert">
            {action.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={action.isPending} disabled={!recipient.trim()}>
            {t.recordReward}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The rewards recorded for a contest, and the form once it is completed. */
export function RewardsPanel({
  contest,
  rewards,
}: {
  contest: TContestSummary;
  rewards: TConsoleContestReward[];
}) {
  const open = contest.status === 'completed' || contest.status === 'rewarded';
  return (
    <Stack gap="md">
      {rewards.length === 0 ? (
        <EmptyState message={t.noRewards} />
      ) : (
        <Table className={classes.table} verticalSpacing="xs" aria-label={t.rewardsTable}>
          <Table.Thead>
            <Table.Tr>
              {t.rewardColumns.map((c) => (
                <Table.Th key={c} scope="col">
                  {c}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rewards.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td data-label={RECIPIENT} className={classes.wrap}>
                  {r.recipientName}
                </Table.Td>
                <Table.Td data-label={EMAIL} className={classes.wrap}>
                  {r.recipientEmail}
                </Table.Td>
                <Table.Td data-label={AMOUNT}>{formatCents(r.amountCents)}</Table.Td>
                <Table.Td data-label={NOTE} className={classes.wrap}>
                  {r.note || '—'}
                </Table.Td>
                <Table.Td data-label={RECORDED} data-nowrap>
                  {formatDateTime(r.createdAt)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {open ? (
        <RewardForm contestId={contest.id} />
      ) : (
        <Text size="sm" c="dimmed">
          {t.rewardsOnlyCompleted}
        </Text>
      )}
    </Stack>
  );
}
