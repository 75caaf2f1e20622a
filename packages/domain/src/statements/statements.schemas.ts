import { z } from 'zod';
import { STATEMENT_MAX_YEAR, STATEMENT_MIN_YEAR } from './statements.limits';
import { statementsMessages as m } from './statements.messages';

export const ZStatementYearParams = z.object({
  year: z.coerce
    .number({ error: m.badYear })
    .int(m.badYear)
    .min(STATEMENT_MIN_YEAR, m.badYear)
    .max(STATEMENT_MAX_YEAR, m.badYear),
});
export type TStatementYearParams = z.infer<typeof ZStatementYearParams>;

const cents = z.number().int();
const count = z.number().int().nonnegative();

/** What a group of an athlete's sales brought in and where it went (all from the ledger). */
const ZEarningsSplit = z.object({
  salesCount: count,
  refundsCount: count,
  /** What the payers paid, refunds deducted (the sales' provider clearing entries). */
  grossCents: cents,
  platformFeeCents: cents,
  managerCents: cents,
  schoolCents: cents,
  /** The athlete's share: the entries on their wallet. */
  earningsCents: cents,
});
export type TEarningsSplit = z.infer<typeof ZEarningsSplit>;

export const ZEarningsProduct = ZEarningsSplit.extend({ kind: z.string(), label: z.string() });
export type TEarningsProduct = z.infer<typeof ZEarningsProduct>;

export const ZEarningsPayer = ZEarningsSplit.extend({
  /** Null for sales with no signed-in buyer. */
  payerId: z.uuid().nullable(),
  name: z.string(),
  /** The payer's payments in the year reached the 1099 threshold. */
  reachesThreshold: z.boolean(),
});
export type TEarningsPayer = z.infer<typeof ZEarningsPayer>;

/** GET /api/statements/earnings/:year: an athlete's year, built from their wallet's entries. */
export const ZEarningsStatement = z.object({
  year: z.number().int(),
  /** The years a statement exists for, newest first. */
  years: z.array(z.number().int()),
  name: z.string(),
  generatedAt: z.iso.datetime(),
  thresholdCents: cents,
  totals: ZEarningsSplit.extend({
    withdrawalsCount: count,
    /** Money sent to withdrawals (positive). */
    withdrawnCents: cents,
    /** Withdrawals that came back to the wallet (failed, returned, rejected). */
    returnedCents: cents,
    /** Any other movement of the wallet. */
    otherCents: cents,
    /** The wallet's change over the year: earnings - withdrawn + returned + other. */
    netCents: cents,
    openingBalanceCents: cents,
    closingBalanceCents: cents,
  }),
  products: z.array(ZEarningsProduct),
  payers: z.array(ZEarningsPayer),
});
export type TEarningsStatement = z.infer<typeof ZEarningsStatement>;

export const ZGivingGroup = z.object({
  key: z.string(),
  name: z.string(),
  paymentsCount: count,
  paidCents: cents,
});
export type TGivingGroup = z.infer<typeof ZGivingGroup>;

export const ZGivingItem = z.object({
  date: z.iso.datetime(),
  athleteName: z.string(),
  kind: z.string(),
  label: z.string(),
  /** Positive for a payment, negative for a refund. */
  amountCents: cents,
  refund: z.boolean(),
  purchaseId: z.uuid(),
});
export type TGivingItem = z.infer<typeof ZGivingItem>;

/** GET /api/statements/giving/:year: what a fan paid athletes in a year, refunds deducted. */
export const ZGivingStatement = z.object({
  year: z.number().int(),
  years: z.array(z.number().int()),
  name: z.string(),
  generatedAt: z.iso.datetime(),
  totals: z.object({
    paymentsCount: count,
    refundsCount: count,
    paidCents: cents,
    /** Refunded to the fan (positive). */
    refundedCents: cents,
    netCents: cents,
  }),
  athletes: z.array(ZGivingGroup),
  products: z.array(ZGivingGroup),
  items: z.array(ZGivingItem),
});
export type TGivingStatement = z.infer<typeof ZGivingStatement>;
