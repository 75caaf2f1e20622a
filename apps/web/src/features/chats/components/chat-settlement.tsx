import {
  CHAT_OUTCOME_LABELS,
  formatCents,
  type TChatSettlementView,
  chatsTexts as t,
} from '@fhp/domain';
import { Table, Text } from '@mantine/core';

/**
 * How a settled chat's price was shared, as on the fan's receipt: the shares (the manager's
 * only when there is one), what went back to the fan, and what was charged.
 */
export function ChatSettlement({
  id,
  settlement,
}: {
  id: string;
  settlement: TChatSettlementView;
}) {
  const titleId = `chat-settlement-${id}`;
  const rows: [string, number][] = [
    [t.price, settlement.priceCents],
    [t.athleteShare, settlement.athleteCents],
    ...(settlement.managerCents > 0
      ? ([[t.managerShare, settlement.managerCents]] as [string, number][])
      : []),
    [t.platformShare, settlement.platformCents],
    [t.returned, settlement.returnedCents],
  ];
  return (
    <section aria-labelledby={titleId}>
      <Text id={titleId} fw={700} size="sm" mb={4}>
        {t.settlementTitle} · {CHAT_OUTCOME_LABELS[settlement.outcome]}
      </Text>
      <Table verticalSpacing={4} aria-labelledby={titleId}>
        <Table.Tbody>
          {rows.map(([label, cents]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={500}>
                {label}
              </Table.Th>
              <Table.Td ta="right">{formatCents(cents)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row">{t.charged}</Table.Th>
            <Table.Td ta="right" fw={800}>
              {formatCents(settlement.chargedCents)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </section>
  );
}
