import {
  athleteRouteTitle,
  formatCents,
  statementDownloads,
  statementsTexts,
  type TEarningsPayer,
  type TEarningsProduct,
  type TEarningsStatement,
} from '@fhp/domain';
import { Alert, Badge, Stack } from '@mantine/core';
import { IconFileDollar, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeading } from '../../../ui/page-heading';
import { usePageTitle } from '../../../ui/use-page-title';
import { currentStatementYear, useEarningsStatement } from '../api/statements-api';
import { StatementFrame } from '../components/statement-frame';
import { StatementTable } from '../components/statement-table';
import { StatementToolbar } from '../components/statement-toolbar';
import { StatementTotals } from '../components/statement-totals';

const t = statementsTexts.earnings;
const money = (cents: number) => formatCents(cents);

const PRODUCT_COLUMNS = [
  { header: t.columns.product, cell: (p: TEarningsProduct) => p.label },
  { header: t.columns.sales, cell: (p: TEarningsProduct) => p.salesCount, numeric: true },
  { header: t.columns.refunds, cell: (p: TEarningsProduct) => p.refundsCount, numeric: true },
  { header: t.columns.gross, cell: (p: TEarningsProduct) => money(p.grossCents), numeric: true },
  {
    header: t.columns.platformFee,
    cell: (p: TEarningsProduct) => money(p.platformFeeCents),
    numeric: true,
  },
  {
    header: t.columns.manager,
    cell: (p: TEarningsProduct) => money(p.managerCents),
    numeric: true,
  },
  { header: t.columns.school, cell: (p: TEarningsProduct) => money(p.schoolCents), numeric: true },
  {
    header: t.columns.earnings,
    cell: (p: TEarningsProduct) => money(p.earningsCents),
    numeric: true,
  },
];

const PAYER_COLUMNS = [
  { header: t.columns.payer, cell: (p: TEarningsPayer) => p.name },
  { header: t.columns.sales, cell: (p: TEarningsPayer) => p.salesCount, numeric: true },
  { header: t.columns.gross, cell: (p: TEarningsPayer) => money(p.grossCents), numeric: true },
  {
    header: t.columns.earnings,
    cell: (p: TEarningsPayer) => money(p.earningsCents),
    numeric: true,
  },
  {
    header: t.columns.flag,
    cell: (p: TEarningsPayer) =>
      p.reachesThreshold ? (
        <Badge color="orange" variant="light">
          {t.flag}
        </Badge>
      ) : (
        '—'
      ),
  },
];

function EarningsSummary({ year, onYear }: { year: number; onYear: (year: number) => void }) {
  const statement = useEarningsStatement(year);
  const links = statementDownloads(year);
  const toolbar = (
    <StatementToolbar
      label={t.yearLabel}
      year={year}
      years={statement.data?.years ?? []}
      onYear={onYear}
      downloads={[
        { href: links.earningsPdf, label: t.downloads.pdf },
        { href: links.earningsCsv, label: t.downloads.csv },
        { href: links.disclosureCsv, label: t.downloads.disclosure },
      ]}
    />
  );
  return (
    <StatementFrame query={statement} year={year} toolbar={toolbar} loadFailed={t.loadFailed}>
      {(s) => <EarningsContent s={s} />}
    </StatementFrame>
  );
}

function EarningsContent({ s }: { s: TEarningsStatement }) {
  const totals = s.totals;
  const flagged = s.payers.some((p) => p.reachesThreshold);
  return (
    <>
      <StatementTotals
        title={t.totalsTitle}
        totals={[
          { label: t.totals.gross, cents: totals.grossCents },
          { label: t.totals.platformFee, cents: totals.platformFeeCents },
          { label: t.totals.manager, cents: totals.managerCents },
          { label: t.totals.school, cents: totals.schoolCents },
          { label: t.totals.earnings, cents: totals.earningsCents, strong: true },
          { label: t.totals.withdrawn, cents: totals.withdrawnCents },
          { label: t.totals.returned, cents: totals.returnedCents },
          { label: t.totals.net, cents: totals.netCents, strong: true },
        ]}
      />
      {s.products.length === 0 && totals.withdrawalsCount === 0 ? (
        <EmptyState message={t.empty} icon={<IconFileDollar size={26} aria-hidden />} />
      ) : (
        <>
          <StatementTable
            title={t.productsTitle}
            rows={s.products}
            columns={PRODUCT_COLUMNS}
            rowKey={(p) => p.kind}
          />
          <StatementTable
            title={t.payersTitle}
            rows={s.payers}
            columns={PAYER_COLUMNS}
            rowKey={(p) => p.payerId ?? p.name}
          />
          <Alert
            variant="light"
            color={flagged ? 'orange' : 'gray'}
            icon={<IconInfoCircle size={18} aria-hidden />}
          >
            {flagged ? t.flagNote : t.noPayerFlag} {t.refundNote}
          </Alert>
        </>
      )}
    </>
  );
}

/**
 * /admin/statements: a year's earnings from the wallet (totals, by product, by payer with the
 * 1099 flag) and its downloads: the statement as PDF and CSV, and the deals for the school.
 */
export default function AthleteStatementsPage() {
  usePageTitle(athleteRouteTitle('/admin/statements'));
  const [year, setYear] = useState(currentStatementYear);
  return (
    <Stack maw={1080} mx="auto" gap="lg">
      <PageHeading title={t.title} intro={t.intro} />
      <EarningsSummary year={year} onYear={setYear} />
    </Stack>
  );
}
