import { formatCents, registrationMessages, type TRegistrationFeeSummary } from '@fhp/domain';
import { Divider, Group, Paper, Stack, Text } from '@mantine/core';

const t = registrationMessages;

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text c={strong ? undefined : 'dimmed'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text fw={700} fz={strong ? 'xl' : undefined}>
        {value}
      </Text>
    </Group>
  );
}

/** Who pays and what: name, athlete ID, the License Fee line and the total. */
export function FeeSummaryCard({ summary }: { summary: TRegistrationFeeSummary }) {
  const amount = formatCents(summary.amountCents, summary.currency);
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Row label={t.feeNameLabel} value={`${summary.firstName} ${summary.lastName}`} />
        <Row label={t.feeAthleteIdLabel} value={String(summary.athleteNumber)} />
        <Divider />
        <Row label={summary.description} value={amount} />
        <Divider />
        <Row label={t.feeTotalLabel} value={amount} strong />
      </Stack>
    </Paper>
  );
}
