import { describe, expect, it } from 'vitest';
import { MIN_WITHDRAWAL_CENTS } from '../wallet/wallet.limits';
import { withdrawalsMessages as m } from './withdrawals.messages';
import { canWithdraw, isWithdrawalAmountValid } from './withdrawals.rules';
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
