import { formatCents, type TVerificationResponse, verificationMessages as t } from '@fhp/domain';
import { Table } from '@mantine/core';
import { formatDate } from '../../../lib/dates';
import classes from './purchase-table.module.css';

/**
 * The spec's six columns, one per row (label, value): readable on a phone and on paper.
 */
export function PurchaseTable({ purchase }: { purchase: TVerificationResponse }) {
  const rows: [string, string][] = [
    [t.fanName, purchase.fanName ?? t.unknownFan],
    [t.fanEmail, purchase.fanEmail ?? t.unknownFan],
    [t.athleteName, purchase.athleteName],
    [t.athleteEmail, purchase.athleteEmail],
    [t.purchaseAmount, formatCents(purchase.amountCents)],
    [t.purchaseDate, formatDate(purchase.purchasedAt)],
  ];
  if (purchase.itemTitle) rows.unshift([t.itemTitle, purchase.itemTitle]);
  return (
    <Table withTableBorder withRowBorders verticalSpacing="sm" className={classes.table}>
      <Table.Caption className={classes.caption}>{t.tableCaption}</Table.Caption>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" className={classes.label}>
              {label}
            </Table.Th>
            <Table.Td className={classes.value}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
