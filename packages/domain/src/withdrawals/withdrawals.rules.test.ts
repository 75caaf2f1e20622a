import { describe, expect, it } from 'vitest';
import { profileMessages } from '../profile/profile.messages';
import { MIN_WITHDRAWAL_CENTS, PAYOUT_EMAIL_HOLD_HOURS } from '../wallet/wallet.limits';
import { withdrawalsMessages as m } from './withdrawals.messages';
import { canWithdraw, isWithdrawalAmountValid, payoutHold } from './withdrawals.rules';
import { ZWithdrawalRequest } from './withdrawals.schemas';

describe('withdrawal amount', () => {
  it('takes at least $5 and at most the balance', () => {
    expect(MIN_WITHDRAWAL_CENTS).toBe(500);
    expect(isWithdrawalAmountValid(500, 500)).toBe(true);
    expect(isWithdrawalAmountValid(1000, 2500)).toBe(true);
    expect(isWithdrawalAmountValid(499, 2500)).toBe(false);
    expect(isWithdrawalAmountValid(2501, 2500)).toBe(false);
    expect(isWithdrawalAmountValid(500.5, 2500)).toBe(false);
    expect(isWithdrawalAmountValid(Number.NaN, 2500)).toBe(false);
  });

  it('enables Withdraw from the minimum up', () => {
    expect(canWithdraw(499)).toBe(false);
    expect(canWithdraw(500)).toBe(true);
  });

  it("refuses a body that is not whole positive cents with the spec's message", () => {
    for (const amountCents of [0, -1, 1.5, '500', null]) {
      const result = ZWithdrawalRequest.safeParse({ amountCents });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(m.incorrectAmount);
    }
    expect(ZWithdrawalRequest.parse({ amountCents: 500 })).toEqual({ amountCents: 500 });
  });
});

describe('the hold after a payout e-mail change', () => {
  const changedAt = new Date('2026-11-23T14:05:00Z');
  const at = (iso: string) => new Date(iso);

  it('holds withdrawals for 24 hours from the change, to the millisecond', () => {
    expect(PAYOUT_EMAIL_HOLD_HOURS).toBe(24);
    const endsAt = at('2026-11-24T14:05:00Z');
    expect(payoutHold(changedAt, changedAt)).toEqual({ changedAt, endsAt });
    expect(payoutHold(changedAt, at('2026-11-24T14:04:59.999Z'))).toEqual({ changedAt, endsAt });
    expect(payoutHold(changedAt, endsAt)).toBeNull();
    expect(payoutHold(changedAt, at('2026-12-01T00:00:00Z'))).toBeNull();
  });

  it('never holds the address given at sign-up (no change recorded)', () => {
    expect(payoutHold(null, changedAt)).toBeNull();
  });

  it('names when it changed and when withdrawals resume, in UTC as the notice e-mail does', () => {
    expect(m.payoutEmailHeld(changedAt, at('2026-11-24T14:05:00Z'))).toBe(
      'Your payout e-mail changed on 23 Nov 2026, 2:05 PM UTC; withdrawals resume on 24 Nov 2026, 2:05 PM UTC.',
    );
  });

  it("tells the athlete in the change's success text that withdrawals wait", () => {
    for (const text of [
      profileMessages.payoutEmailChanged,
      profileMessages.payoutEmailChangedOneNotice,
    ]) {
      expect(text).toMatch(/^Payout e-mail changed\./);
      expect(text).toContain('withdrawals resume in 24 hours.');
    }
  });
});
