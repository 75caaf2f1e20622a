import { consoleMoneyMessages, formatCents, consoleMoneyTexts as t } from '@fhp/domain';
import { Button, Group, NumberInput, Paper, Skeleton, Text } from '@mantine/core';
import { useState } from 'react';
import { notifyFailed, notifySaved } from '../../../ui/notify';
import { usePayoutReview, useSetPayoutReview } from '../api/console-money-api';

/** The payout review rule (a site setting): what it says, and a form to change it. */
export function PayoutReviewCard() {
  const query = usePayoutReview();
  const save = useSetPayoutReview();
  const [editing, setEditing] = useState<{ dollars: number; days: number } | null>(null);
  const rule = query.data?.rule;
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" align="flex-start" gap="xs">
        <div>
          <Text fw={700} size="sm">
            {t.ruleTitle}
          </Text>
          {rule ? (
            <Text size="sm" c="dimmed">
              {t.ruleText(formatCents(rule.overCents), rule.emailChangedWithinDays)}
            </Text>
          ) : (
            <Skeleton h={16} w={280} mt={4} />
          )}
        </div>
        {rule && !editing && (
          <Button
            size="xs"
            variant="default"
            onClick={() =>
              setEditing({ dollars: rule.overCents / 100, days: rule.emailChangedWithinDays })
            }
          >
            {t.ruleEdit}
          </Button>
        )}
      </Group>
      {editing && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(
              {
                overCents: Math.round(editing.dollars * 100),
                emailChangedWithinDays: editing.days,
              },
              {
                onSuccess: () => {
                  setEditing(null);
                  notifySaved(consoleMoneyMessages.ruleSaved);
                },
                onError: notifyFailed,
              },
            );
          }}
        >
          <Group align="flex-end" gap="sm" mt="sm">
            <NumberInput
              label={t.ruleAmount}
              min={0}
              decimalScale={2}
              value={editing.dollars}
              onChange={(v) => setEditing({ ...editing, dollars: Number(v) || 0 })}
              w={190}
            />
            <NumberInput
              label={t.ruleDays}
              min={0}
              max={365}
              allowDecimal={false}
              value={editing.days}
              onChange={(v) => setEditing({ ...editing, days: Number(v) || 0 })}
              w={250}
            />
            <Button type="submit" loading={save.isPending}>
              {t.ruleSave}
            </Button>
            <Button variant="subtle" onClick={() => setEditing(null)}>
              {t.cancel}
            </Button>
          </Group>
        </form>
      )}
    </Paper>
  );
}
