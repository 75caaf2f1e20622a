import type { TEarningsStatement, TGivingStatement } from '@fhp/domain';

export const THIS_YEAR = new Date().getUTCFullYear();

/** An athlete's year: two products, a payer past the 1099 threshold, a withdrawal. */
export function earningsStatement(overrides: Partial<TEarningsStatement> = {}): TEarningsStatement {
  const split = {
    salesCount: 0,
    refundsCount: 0,
    grossCents: 0,
    platformFeeCents: 0,
    managerCents: 0,
    schoolCents: 0,
    earningsCents: 0,
  };
  return {
    year: THIS_YEAR,
    years: [THIS_YEAR, THIS_YEAR - 1],
    name: 'Ana Diaz',
    generatedAt: `${THIS_YEAR}-11-28T08:00:00.000Z`,
    thresholdCents: 60_000,
    totals: {
      ...split,
      salesCount: 3,
      refundsCount: 1,
      grossCents: 66_000,
      platformFeeCents: 7_920,
      managerCents: 88,
      earningsCents: 57_992,
      withdrawalsCount: 1,
      withdrawnCents: 10_000,
      returnedCents: 0,
      otherCents: 0,
      netCents: 47_992,
      openingBalanceCents: 0,
      closingBalanceCents: 47_992,
    },
    products: [
      {
        ...split,
        kind: 'sport_badge',
        label: 'Sport badge license',
        salesCount: 1,
        grossCents: 40_000,
        platformFeeCents: 4_800,
        earningsCents: 35_200,
      },
      {
        ...split,
        kind: 'talking_badge',
        label: 'Talking badge',
        salesCount: 1,
        grossCents: 1_000,
        platformFeeCents: 120,
        managerCents: 88,
        earningsCents: 792,
      },
    ],
    payers: [
      {
        ...split,
        payerId: '11111111-2222-4333-8444-555555555555',
        name: 'Alex Bigspender',
        salesCount: 2,
        grossCents: 65_000,
        earningsCents: 57_200,
        reachesThreshold: true,
      },
      {
        ...split,
        payerId: '11111111-2222-4333-8444-666666666666',
        name: 'Blake Smith',
        salesCount: 1,
        grossCents: 1_000,
        earningsCents: 792,
        reachesThreshold: false,
      },
    ],
    ...overrides,
  };
}

/** A fan's year: one athlete, a payment and a refund. */
export function givingStatement(overrides: Partial<TGivingStatement> = {}): TGivingStatement {
  return {
    year: THIS_YEAR,
    years: [THIS_YEAR, THIS_YEAR - 1],
    name: 'Frankie Fanning',
    generatedAt: `${THIS_YEAR}-11-28T08:00:00.000Z`,
    totals: {
      paymentsCount: 2,
      refundsCount: 1,
      paidCents: 4_000,
      refundedCents: 1_000,
      netCents: 3_000,
    },
    athletes: [
      {
        key: '7f1c3b5e-2a9d-4c1e-9b0a-1d2e3f4a5b6c',
        name: 'Jordan Rivera',
        paymentsCount: 2,
        paidCents: 3_000,
      },
    ],
    products: [{ key: 'momento', name: 'Memento', paymentsCount: 2, paidCents: 3_000 }],
    items: [
      {
        date: `${THIS_YEAR}-03-01T12:00:00.000Z`,
        athleteName: 'Jordan Rivera',
        kind: 'momento',
        label: 'Memento',
        amountCents: 3_000,
        refund: false,
        purchaseId: '00000000-0000-4000-8000-00000000a001',
      },
      {
        date: `${THIS_YEAR}-03-05T12:00:00.000Z`,
        athleteName: 'Jordan Rivera',
        kind: 'momento',
        label: 'Memento',
        amountCents: 1_000,
        refund: false,
        purchaseId: '00000000-0000-4000-8000-00000000a002',
      },
      {
        date: `${THIS_YEAR}-03-06T12:00:00.000Z`,
        athleteName: 'Jordan Rivera',
        kind: 'momento',
        label: 'Memento',
        amountCents: -1_000,
        refund: true,
        purchaseId: '00000000-0000-4000-8000-00000000a002',
      },
    ],
    ...overrides,
  };
}
