import {
  formatCents,
  PURCHASE_KIND_LABELS,
  type TFanPurchase,
  fanPurchasesTexts as t,
} from '@fhp/domain';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPlayerPlay, IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../../lib/dates';
import classes from '../../../ui/stacked-table.module.css';
import { AthleteLink } from './athlete-link';
import { DELIVERY_ANCHOR } from './delivery-section';
import { LicenseBadge } from './license-badge';

const c = t.columns;

/** The kinds whose receipt delivers the item itself (plays, shows, downloads or shares it). */
const DELIVERED = new Set<TFanPurchase['kind']>([
  'sport_badge',
  'seasonal_badge',
  'talking_badge',
  'endorsement',
  'contest_badge',
]);

/** One purchase: what, from whom, how much, when, its license, and its receipt. */
export function PurchaseRow({ purchase }: { purchase: TFanPurchase }) {
  const kind = PURCHASE_KIND_LABELS[purchase.kind];
  return (
    <Table.Tr>
      <Table.Td data-label={c.item} className={classes.wrap}>
        <Stack gap={0}>
          {/* The kind above the title, unless the title is the kind already. */}
          {kind !== purchase.itemTitle && (
            <Text size="xs" c="dimmed" fw={700} tt="uppercase">
              {kind}
            </Text>
          )}
          <Text fw={600}>{purchase.itemTitle}</Text>
        </Stack>
      </Table.Td>
      <Table.Td data-label={c.athlete} className={classes.wrap}>
        <AthleteLink purchase={purchase} />
      </Table.Td>
      <Table.Td data-label={c.amount} data-nowrap fw={700}>
        {formatCents(purchase.amountCents)}
      </Table.Td>
      <Table.Td data-label={c.date} data-nowrap>
        <time dateTime={purchase.createdAt} title={formatDateTime(purchase.createdAt)}>
          {formatDate(purchase.createdAt)}
        </time>
      </Table.Td>
      <Table.Td data-label={c.license} data-nowrap>
        <LicenseBadge license={purchase.license} refundedAt={purchase.refundedAt} />
      </Table.Td>
      <Table.Td data-actions>
        <Group gap="xs" wrap="nowrap" justify="flex-end">
          {DELIVERED.has(purchase.kind) && (
            <Button
              component={Link}
              to={`/fan/purchases/${purchase.id}#${DELIVERY_ANCHOR}`}
              size="xs"
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              aria-label={t.openItemFor(purchase.itemTitle)}
            >
              {t.openItem}
            </Button>
          )}
          <Button
            component={Link}
            to={`/fan/purchases/${purchase.id}`}
            size="xs"
            variant="light"
            leftSection={<IconReceipt size={16} aria-hidden />}
            aria-label={t.receiptLinkFor(purchase.itemTitle)}
          >
            {t.receiptLink}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
