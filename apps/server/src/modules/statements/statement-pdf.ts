import {
  formatCents,
  formatDate,
  statementsTexts,
  type TEarningsStatement,
  type TGivingStatement,
} from '@fhp/domain';
import { pdfBytes } from '../../platform/storage/pdf-bytes';
import {
  drawFooters,
  drawHeader,
  drawNote,
  drawSectionTitle,
  drawTable,
  drawTotals,
  newStatementDoc,
  type PdfColumn,
  WIDTH,
} from './pdf-layout';

/** Rows a PDF table lists; the rest are counted and are in the CSV. */
const MAX_ROWS = 40;

const e = statementsTexts.earnings;
const g = statementsTexts.giving;

/** Money that went out, as a negative amount ("-$100.00"; nothing is "$0.00", not "-$0.00"). */
const out = (cents: number) => formatCents(cents === 0 ? 0 : -cents);

function capped(rows: string[][]): string[][] {
  if (rows.length <= MAX_ROWS) return rows;
  return [...rows.slice(0, MAX_ROWS), [statementsTexts.pdf.more(rows.length - MAX_ROWS)]];
}

const col = (header: string, share: number, align: 'left' | 'right' = 'right'): PdfColumn => ({
  header,
  width: WIDTH * share,
  align,
});

/** The athlete's earnings statement: totals, by product, by payer with the 1099 flag. */
export async function renderEarningsPdf(statement: TEarningsStatement): Promise<Buffer> {
  const generatedAt = new Date(statement.generatedAt);
  const doc = await newStatementDoc(`${e.documentTitle} ${statement.year}`, generatedAt);
  const done = pdfBytes(doc);
  drawHeader(doc, {
    title: e.documentTitle,
    name: statement.name,
    year: statement.year,
    generatedAt,
  });

  const t = statement.totals;
  drawSectionTitle(doc, e.totalsTitle);
  drawTotals(doc, [
    { label: e.totals.gross, value: formatCents(t.grossCents) },
    { label: e.totals.platformFee, value: formatCents(t.platformFeeCents) },
    { label: e.totals.manager, value: formatCents(t.managerCents) },
    { label: e.totals.school, value: formatCents(t.schoolCents) },
    { label: e.totals.earnings, value: formatCents(t.earningsCents), strong: true },
    { label: e.totals.opening, value: formatCents(t.openingBalanceCents) },
    { label: e.totals.withdrawn, value: out(t.withdrawnCents) },
    { label: e.totals.returned, value: formatCents(t.returnedCents) },
    ...(t.otherCents ? [{ label: e.totals.other, value: formatCents(t.otherCents) }] : []),
    { label: e.totals.net, value: formatCents(t.netCents), strong: true },
    { label: e.totals.closing, value: formatCents(t.closingBalanceCents) },
  ]);

  if (statement.products.length) {
    drawSectionTitle(doc, e.productsTitle);
    drawTable(
      doc,
      [
        col(e.columns.product, 0.22, 'left'),
        col(e.columns.sales, 0.08),
        col(e.columns.refunds, 0.1),
        col(e.columns.gross, 0.12),
        col(e.columns.platformFee, 0.13),
        col(e.columns.manager, 0.11),
        col(e.columns.school, 0.1),
        col(e.columns.earnings, 0.14),
      ],
      capped(
        statement.products.map((p) => [
          p.label,
          String(p.salesCount),
          String(p.refundsCount),
          formatCents(p.grossCents),
          formatCents(p.platformFeeCents),
          formatCents(p.managerCents),
          formatCents(p.schoolCents),
          formatCents(p.earningsCents),
        ]),
      ),
    );
  }
  if (statement.payers.length) {
    drawSectionTitle(doc, e.payersTitle);
    drawTable(
      doc,
      [
        col(e.columns.payer, 0.4, 'left'),
        col(e.columns.sales, 0.1),
        col(e.columns.gross, 0.15),
        col(e.columns.earnings, 0.15),
        col(e.columns.flag, 0.2),
      ],
      capped(
        statement.payers.map((p) => [
          p.name,
          String(p.salesCount),
          formatCents(p.grossCents),
          formatCents(p.earningsCents),
          p.reachesThreshold ? e.flag : '',
        ]),
      ),
    );
  }
  if (!statement.products.length && !t.withdrawalsCount) drawNote(doc, e.empty);
  drawNote(doc, statement.payers.some((p) => p.reachesThreshold) ? e.flagNote : e.noPayerFlag);
  drawNote(doc, e.refundNote);
  drawFooters(doc);
  doc.end();
  return done;
}

/** The fan's giving statement: totals, by athlete, and every payment of the year. */
export async function renderGivingPdf(statement: TGivingStatement): Promise<Buffer> {
  const generatedAt = new Date(statement.generatedAt);
  const doc = await newStatementDoc(`${g.title} ${statement.year}`, generatedAt);
  const done = pdfBytes(doc);
  drawHeader(doc, { title: g.title, name: statement.name, year: statement.year, generatedAt });

  const t = statement.totals;
  drawSectionTitle(doc, g.totalsTitle);
  drawTotals(doc, [
    { label: g.totals.payments, value: String(t.paymentsCount) },
    { label: g.totals.paid, value: formatCents(t.paidCents) },
    { label: g.totals.refunded, value: out(t.refundedCents) },
    { label: g.totals.net, value: formatCents(t.netCents), strong: true },
  ]);
  if (statement.athletes.length) {
    drawSectionTitle(doc, g.athletesTitle);
    drawTable(
      doc,
      [
        col(g.columns.athlete, 0.6, 'left'),
        col(g.columns.payments, 0.2),
        col(g.columns.amount, 0.2),
      ],
      capped(
        statement.athletes.map((a) => [a.name, String(a.paymentsCount), formatCents(a.paidCents)]),
      ),
    );
    drawSectionTitle(doc, g.itemsTitle);
    drawTable(
      doc,
      [
        col(g.columns.date, 0.16, 'left'),
        col(g.columns.athlete, 0.32, 'left'),
        col(g.columns.product, 0.22, 'left'),
        col(g.columns.type, 0.14, 'left'),
        col(g.columns.amount, 0.16),
      ],
      capped(
        statement.items.map((i) => [
          formatDate(i.date, 'UTC'),
          i.athleteName,
          i.label,
          i.refund ? g.refund : g.payment,
          formatCents(i.amountCents),
        ]),
      ),
    );
  } else drawNote(doc, g.empty);
  drawNote(doc, g.note);
  drawFooters(doc);
  doc.end();
  return done;
}
