import {
  FORM_1099_THRESHOLD_CENTS,
  statementsTexts,
  type TEarningsPayer,
  type TEarningsProduct,
  type TEarningsSplit,
  type TEarningsStatement,
  walletServiceType,
} from '@fhp/domain';
import { REFUND_LEDGER_KIND } from '../purchases/refund-sale';
import type { EarningsLine } from './earnings-lines';

const emptySplit = (): TEarningsSplit => ({
  salesCount: 0,
  refundsCount: 0,
  grossCents: 0,
  platformFeeCents: 0,
  managerCents: 0,
  schoolCents: 0,
  earningsCents: 0,
});

function add(split: TEarningsSplit, line: EarningsLine) {
  // A later posting of the sale's payment (a settlement) changes the amounts, not the counts.
  if (line.kind === REFUND_LEDGER_KIND) split.refundsCount++;
  else if (line.saleBooking) split.salesCount++;
  split.grossCents += line.grossCents;
  split.platformFeeCents += line.platformFeeCents;
  split.managerCents += line.managerCents;
  split.schoolCents += line.schoolCents;
  split.earningsCents += line.athleteCents;
}

const isWithdrawal = (line: EarningsLine) => line.kind.startsWith('withdrawal');

/**
 * The statement of a year from its wallet lines: a line linked to a sale counts for its product
 * and payer (a refund deducts in its own year), a withdrawal's lines are money out (or back), and
 * anything else is another movement. Every line's wallet entry is counted exactly once, so the
 * net is the wallet's change over the year.
 */
export function buildEarnings(
  lines: EarningsLine[],
  context: { year: number; years: number[]; name: string; openingBalanceCents: number; now: Date },
): TEarningsStatement {
  const totals = emptySplit();
  const products = new Map<string, TEarningsProduct>();
  const payers = new Map<string, Omit<TEarningsPayer, 'reachesThreshold'>>();
  let withdrawalsCount = 0;
  let withdrawnCents = 0;
  let returnedCents = 0;
  let otherCents = 0;
  for (const line of lines) {
    if (line.purchaseId && line.product) {
      add(totals, line);
      let product = products.get(line.product);
      if (!product) {
        product = { kind: line.product, label: walletServiceType(line.product), ...emptySplit() };
        products.set(line.product, product);
      }
      add(product, line);
      const key = line.payerId ?? '';
      let payer = payers.get(key);
      if (!payer) {
        payer = {
          payerId: line.payerId,
          name: line.payerName ?? statementsTexts.earnings.unknownPayer,
          ...emptySplit(),
        };
        payers.set(key, payer);
      }
      add(payer, line);
    } else if (isWithdrawal(line)) {
      if (line.athleteCents < 0) {
        withdrawalsCount++;
        withdrawnCents -= line.athleteCents;
      } else returnedCents += line.athleteCents;
    } else otherCents += line.athleteCents;
  }
  const netCents = totals.earningsCents - withdrawnCents + returnedCents + otherCents;
  return {
    year: context.year,
    years: context.years,
    name: context.name,
    generatedAt: context.now.toISOString(),
    thresholdCents: FORM_1099_THRESHOLD_CENTS,
    totals: {
      ...totals,
      withdrawalsCount,
      withdrawnCents,
      returnedCents,
      otherCents,
      netCents,
      openingBalanceCents: context.openingBalanceCents,
      closingBalanceCents: context.openingBalanceCents + netCents,
    },
    products: [...products.values()].sort((a, b) => b.grossCents - a.grossCents),
    payers: [...payers.values()]
      .map((p) => ({ ...p, reachesThreshold: p.grossCents >= FORM_1099_THRESHOLD_CENTS }))
      .sort((a, b) => b.grossCents - a.grossCents || a.name.localeCompare(b.name)),
  };
}
