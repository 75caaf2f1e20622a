import {
  statementsTexts,
  type TEarningsSplit,
  type TEarningsStatement,
  type TGivingStatement,
  walletServiceType,
} from '@fhp/domain';
import { type CsvColumn, toCsv } from '../../platform/http/csv';
import { REFUND_LEDGER_KIND } from '../purchases/refund-sale';
import type { EarningsLine } from './earnings-lines';

/** Amounts in the files are dollars with two decimals and no symbol, so a spreadsheet sums them. */
export const dollars = (cents: number) => (cents / 100).toFixed(2);

type SummaryRow = {
  section: string;
  item: string;
  split: Partial<TEarningsSplit>;
  note?: string;
};

const e = statementsTexts.earnings;
const ec = statementsTexts.earningsCsv;
const money = (value: number | undefined) => (value === undefined ? null : dollars(value));

const SUMMARY_COLUMNS: CsvColumn<SummaryRow>[] = [
  { header: ec.columns.section, value: (r) => r.section },
  { header: ec.columns.item, value: (r) => r.item },
  { header: ec.columns.sales, value: (r) => r.split.salesCount ?? null },
  { header: ec.columns.refunds, value: (r) => r.split.refundsCount ?? null },
  { header: ec.columns.gross, value: (r) => money(r.split.grossCents) },
  { header: ec.columns.platformFee, value: (r) => money(r.split.platformFeeCents) },
  { header: ec.columns.manager, value: (r) => money(r.split.managerCents) },
  { header: ec.columns.school, value: (r) => money(r.split.schoolCents) },
  { header: ec.columns.earnings, value: (r) => money(r.split.earningsCents) },
  { header: ec.columns.note, value: (r) => r.note ?? null },
];

/**
 * The earnings statement as one table: the year's totals, a row per product and per payer
 * (flagged at the 1099 threshold), then the wallet's movements (withdrawals, balances) in the
 * earnings column.
 */
export function earningsCsv(statement: TEarningsStatement): string {
  const t = statement.totals;
  const wallet = (item: string, cents: number): SummaryRow => ({
    section: ec.sections.wallet,
    item,
    split: { earningsCents: cents },
  });
  const rows: SummaryRow[] = [
    { section: ec.sections.total, item: String(statement.year), split: t },
    ...statement.products.map((p) => ({ section: ec.sections.product, item: p.label, split: p })),
    ...statement.payers.map((p) => ({
      section: ec.sections.payer,
      item: p.name,
      split: p,
      ...(p.reachesThreshold ? { note: e.flag } : {}),
    })),
    wallet(e.totals.opening, t.openingBalanceCents),
    wallet(e.totals.earnings, t.earningsCents),
    wallet(e.totals.withdrawn, t.withdrawnCents === 0 ? 0 : -t.withdrawnCents),
    wallet(e.totals.returned, t.returnedCents),
    wallet(e.totals.other, t.otherCents),
    wallet(e.totals.net, t.netCents),
    wallet(e.totals.closing, t.closingBalanceCents),
  ];
  return toCsv(SUMMARY_COLUMNS, rows);
}

const d = statementsTexts.disclosure;

const DISCLOSURE_COLUMNS: CsvColumn<EarningsLine>[] = [
  { header: d.columns.date, value: (l) => l.at.toISOString().slice(0, 10) },
  {
    header: d.columns.type,
    value: (l) =>
      l.kind === REFUND_LEDGER_KIND ? d.refund : l.saleBooking ? d.sale : d.adjustment,
  },
  { header: d.columns.product, value: (l) => walletServiceType(l.product ?? l.kind) },
  { header: d.columns.payer, value: (l) => l.payerName ?? e.unknownPayer },
  { header: d.columns.amount, value: (l) => dollars(l.grossCents) },
  { header: d.columns.athleteShare, value: (l) => dollars(l.athleteCents) },
  { header: d.columns.reference, value: (l) => l.purchaseId },
];

/** Every deal of the year for the school's compliance office: one row per sale or refund. */
export function disclosureCsv(lines: EarningsLine[]): string {
  return toCsv(
    DISCLOSURE_COLUMNS,
    lines.filter((l) => l.purchaseId),
  );
}

const g = statementsTexts.giving;

type GivingCsvRow = TGivingStatement['items'][number] | { total: number };

const GIVING_COLUMNS: CsvColumn<GivingCsvRow>[] = [
  { header: g.columns.date, value: (r) => ('total' in r ? g.totals.net : r.date.slice(0, 10)) },
  { header: g.columns.type, value: (r) => ('total' in r ? null : r.refund ? g.refund : g.payment) },
  { header: g.columns.athlete, value: (r) => ('total' in r ? null : r.athleteName) },
  { header: g.columns.product, value: (r) => ('total' in r ? null : r.label) },
  {
    header: g.columns.amount,
    value: (r) => dollars('total' in r ? r.total : r.amountCents),
  },
];

/** The fan's payments of the year, one row each (refunds negative), and the total given. */
export function givingCsv(statement: TGivingStatement): string {
  return toCsv(GIVING_COLUMNS, [...statement.items, { total: statement.totals.netCents }]);
}
