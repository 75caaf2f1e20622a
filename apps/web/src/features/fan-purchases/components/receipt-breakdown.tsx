import { formatCents, type TFanReceipt, fanPurchasesTexts as t } from '@fhp/domain';
import { Table, Title } from '@mantine/core';
import classes from './receipt.module.css';

/**
 * How the amount was shared: the athlete's share, the manager's (only when there is one) and
 * the platform fee, which the server's ledger makes add up to the amount paid.
 */
export function ReceiptBreakdown({ receipt }: { receipt: TFanReceipt }) {
  const rows: [string, number][] = [
    [t.athleteShareLabel, receipt.athleteCents],
    ...(receipt.managerCents > 0
      ? ([[t.managerShareLabel, receipt.managerCents]] as [string, number][])
      : []),
    [t.platformFeeLabel, receipt.platformCents],
  ];
  return (
    <section aria-labelledby="receipt-breakdown">
      <Title order={2} fz="h4" id="receipt-breakdown" mb="xs">
        {t.breakdownTitle}
      </Title>
      <Table verticalSpacing="xs" aria-labelledby="receipt-breakdown">
        <Table.Tbody>
          {rows.map(([label, cents]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={500}>
                {label}
              </Table.Th>
              <Table.Td ta="right">{formatCents(cents)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr className={classes.total}>
            <Table.Th scope="row">{t.amountLabel}</Table.Th>
            <Table.Td ta="right">{formatCents(receipt.amountCents)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </section>
  );
}
