import { formatCents, type TFanReceipt, fanPurchasesTexts as t } from '@fhp/domain';
import { Table, Title } from '@mantine/core';
import classes from './receipt.module.css';

/**
 * How the amount was shared: the athlete's share, the manager's (only when there is one), the
 * platform fee and, for a chat rated below satisfactory, what was given back to the fan; the
 * server's ledger makes them add up to the price.
 */
export function ReceiptBreakdown({ receipt }: { receipt: TFanReceipt }) {
  const rows: [string, number][] = [
    [t.athleteShareLabel, receipt.athleteCents],
    ...(receipt.managerCents > 0
      ? ([[t.managerShareLabel, receipt.managerCents]] as [string, number][])
      : []),
    [t.platformFeeLabel, receipt.platformCents],
    // A chat rated below satisfactory gave part of the price back (never charged).
    ...(receipt.returnedCents > 0
      ? ([[t.returnedLabel, receipt.returnedCents]] as [string, number][])
      : []),
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
            <Table.Th scope="row">
              {receipt.returnedCents > 0 ? t.priceLabel : t.amountLabel}
            </Table.Th>
            <Table.Td ta="right">{formatCents(receipt.amountCents)}</Table.Td>
          </Table.Tr>
          {receipt.returnedCents > 0 && (
            <Table.Tr className={classes.total}>
              <Table.Th scope="row">{t.chargedLabel}</Table.Th>
              <Table.Td ta="right">
                {formatCents(receipt.amountCents - receipt.returnedCents)}
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </section>
  );
}
