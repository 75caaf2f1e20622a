import type { TFanPurchase, TFanReceipt } from '@fhp/domain';

export const TEST_FAN = {
  id: '0b7c1e4a-5d6f-4a8b-9c0d-1e2f3a4b5c6d',
  email: 'fan@example.com',
  role: 'fan' as const,
  isManager: false,
  firstName: 'Fay',
  lastName: 'Fan',
  name: 'Fay Fan',
};

let seq = 0;

/** A purchase row as GET /api/fan/purchases answers it. */
export function purchase(overrides: Partial<TFanPurchase> = {}): TFanPurchase {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    kind: 'endorsement',
    itemTitle: `Endorsement badge ${seq}`,
    athleteName: 'Ana Diaz',
    athleteNumber: 1001,
    amountCents: 700,
    createdAt: '2026-11-20T15:30:00.000Z',
    license: { weeks: 7, endsAt: '2027-01-08T15:30:00.000Z', active: true },
    verifyPath: `/verify/endorsment_badges/${seq}`,
    refundedAt: null,
    ...overrides,
  };
}

/** A receipt as GET /api/fan/purchases/:id answers it. */
export function receipt(overrides: Partial<TFanReceipt> = {}): TFanReceipt {
  return {
    ...purchase(),
    athleteCents: 616,
    managerCents: 0,
    platformCents: 84,
    returnedCents: 0,
    paymentReference: 'SIM-CAPTURE-42',
    call: null,
    delivery: null,
    renewal: null,
    ...overrides,
  };
}
