import {
  formatCents,
  statementDownloads,
  statementsTexts,
  type TGivingGroup,
  type TGivingItem,
} from '@fhp/domain';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconHeartHandshake, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate } from '../../../lib/dates';
import { EmptyState } from '../../../ui/empty-state';
import { usePageTitle } from '../../../ui/use-page-title';
import { currentStatementYear, useGivingStatement } from '../api/statements-api';
import { StatementFrame } from '../components/statement-frame';
import { StatementTable } from '../components/statement-table';
import { StatementToolbar } from '../components/statement-toolbar';
import { StatementTotals } from '../components/statement-totals';

const t = statementsTexts.giving;

const ATHLETE_COLUMNS = [
  { header: t.columns.athlete, cell: (a: TGivingGroup) => a.name },
  { header: t.columns.payments, cell: (a: TGivingGroup) => a.paymentsCount, numeric: true },
  { header: t.columns.amount, cell: (a: TGivingGroup) => formatCents(a.paidCents), numeric: true },
];

const ITEM_COLUMNS = [
  { header: t.columns.date, cell: (i: TGivingItem) => formatDate(i.date) },
  { header: t.columns.athlete, cell: (i: TGivingItem) => i.athleteName },
  { header: t.columns.product, cell: (i: TGivingItem) => i.label },
  { header: t.columns.type, cell: (i: TGivingItem) => (i.refund ? t.refund : t.payment) },
  {
    header: t.columns.amount,
    cell: (i: TGivingItem) => formatCents(i.amountCents),
    numeric: true,
  },
];

function GivingSummary({ year, onYear }: { year: number; onYear: (year: number) => void }) {
  const statement = useGivingStatement(year);
  const links = statementDownloads(year);
  const toolbar = (
    <StatementToolbar
      label={t.yearLabel}
      year={year}
      years={statement.data?.years ?? []}
      onYear={onYear}
      downloads={[
        { href: links.givingPdf, label: t.downloads.pdf },
        { href: links.givingCsv, label: t.downloads.csv },
      ]}
    />
  );
  return (
    <StatementFrame query={statement} year={year} toolbar={toolbar} loadFailed={t.loadFailed}>
      {(s) => (
        <>
          <StatementTotals
            title={t.totalsTitle}
            totals={[
              { label: t.totals.paid, cents: s.totals.paidCents },
              { label: t.totals.refunded, cents: s.totals.refundedCents },
              { label: t.totals.net, cents: s.totals.netCents, strong: true },
            ]}
          />
          {s.items.length === 0 ? (
            <EmptyState message={t.empty} icon={<IconHeartHandshake size={26} aria-hidden />} />
          ) : (
            <>
              <StatementTable
                title={t.athletesTitle}
                rows={s.athletes}
                columns={ATHLETE_COLUMNS}
                rowKey={(a) => a.key}
              />
              <StatementTable
                title={t.itemsTitle}
                rows={s.items}
                columns={ITEM_COLUMNS}
                rowKey={(i) => `${i.purchaseId}:${i.refund}:${i.date}`}
              />
            </>
          )}
          <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden />}>
            {t.note}
          </Alert>
        </>
      )}
    </StatementFrame>
  );
}

/** /fan/statements: what I paid athletes in a year, by athlete and payment, and its downloads. */
export default function FanGivingPage() {
  usePageTitle(t.title);
  const [year, setYear] = useState(currentStatementYear);
  return (
    <Stack maw={1080} mx="auto" gap="lg">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {t.title}
        </Title>
        <Text c="dimmed">{t.intro}</Text>
      </Stack>
      <GivingSummary year={year} onYear={setYear} />
    </Stack>
  );
}
