import { formatCents } from '@fhp/domain';
import { Card, SimpleGrid, Stack, Text } from '@mantine/core';

export type StatementTotal = { label: string; cents: number; strong?: boolean };

/** The year's totals as labelled amounts: two columns on a phone, four on a wide screen. */
export function StatementTotals({ title, totals }: { title: string; totals: StatementTotal[] }) {
  return (
    <Card
      withBorder
      radius="lg"
      p={{ base: 'md', xs: 'lg' }}
      component="section"
      aria-label={title}
    >
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="md">
        {totals.map((total) => (
          <Stack key={total.label} gap={2}>
            <Text size="sm" c="dimmed">
              {total.label}
            </Text>
            <Text fw={total.strong ? 800 : 600} fz={total.strong ? 'xl' : 'lg'}>
              {formatCents(total.cents)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Card>
  );
}
