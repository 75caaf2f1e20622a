import { type TGivingGroup, type TGivingStatement, walletServiceType } from '@fhp/domain';
import { REFUND_LEDGER_KIND } from '../purchases/refund-sale';
import type { GivingLine } from './giving-lines';

function addTo(
  groups: Map<string, TGivingGroup>,
  of: { key: string; name: string },
  line: GivingLine,
  refund: boolean,
) {
  let group = groups.get(of.key);
  if (!group) {
    group = { ...of, paymentsCount: 0, paidCents: 0 };
    groups.set(of.key, group);
  }
  if (!refund) group.paymentsCount++;
  group.paidCents += line.paidCents;
}

/** A refund's booking, or any posting that gave the fan money back. */
const isRefund = (line: GivingLine) => line.kind === REFUND_LEDGER_KIND || line.paidCents < 0;

const byPaid = (a: TGivingGroup, b: TGivingGroup) =>
  b.paidCents - a.paidCents || a.name.localeCompare(b.name);

/** The fan's year from their payment lines: refunds deduct in the year they were made. */
export function buildGiving(
  lines: GivingLine[],
  context: { year: number; years: number[]; name: string; now: Date },
): TGivingStatement {
  const athletes = new Map<string, TGivingGroup>();
  const products = new Map<string, TGivingGroup>();
  let paymentsCount = 0;
  let refundsCount = 0;
  let paidCents = 0;
  let refundedCents = 0;
  for (const line of lines) {
    const refund = isRefund(line);
    if (refund) {
      refundsCount++;
      refundedCents -= line.paidCents;
    } else {
      paymentsCount++;
      paidCents += line.paidCents;
    }
    addTo(athletes, { key: line.athleteId, name: line.athleteName }, line, refund);
    addTo(products, { key: line.product, name: walletServiceType(line.product) }, line, refund);
  }
  return {
    year: context.year,
    years: context.years,
    name: context.name,
    generatedAt: context.now.toISOString(),
    totals: {
      paymentsCount,
      refundsCount,
      paidCents,
      refundedCents,
      netCents: paidCents - refundedCents,
    },
    athletes: [...athletes.values()].sort(byPaid),
    products: [...products.values()].sort(byPaid),
    items: lines.map((line) => ({
      refund: isRefund(line),
      date: line.at,
      athleteName: line.athleteName,
      kind: line.product,
      label: walletServiceType(line.product),
      amountCents: line.paidCents,
      purchaseId: line.purchaseId,
    })),
  };
}
