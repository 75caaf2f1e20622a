import { describe, expect, it } from 'vitest';
import { contestBadgeOnSale, contestVotingOpen } from './contests.votes.rules';

const now = new Date('2026-06-15T12:00:00Z');

describe('contestVotingOpen', () => {
  const dates = { startDate: '2026-06-01', endDate: '2026-06-30' };
  it('is open while active and within its days, both ends included', () => {
    expect(contestVotingOpen({ status: 'active', ...dates }, now)).toBe(true);
    expect(
      contestVotingOpen({ status: 'active', startDate: '2026-06-15', endDate: '2026-06-15' }, now),
    ).toBe(true);
  });
  it('is closed once moved on, before its start and after its end', () => {
    expect(contestVotingOpen({ status: 'admin_action_pending', ...dates }, now)).toBe(false);
    expect(contestVotingOpen({ status: 'completed', ...dates }, now)).toBe(false);
    expect(
      contestVotingOpen({ status: 'active', startDate: '2026-06-16', endDate: '2026-06-30' }, now),
    ).toBe(false);
    expect(
      contestVotingOpen({ status: 'active', startDate: '2026-06-01', endDate: '2026-06-14' }, now),
    ).toBe(false);
  });
});

describe('contestBadgeOnSale', () => {
  const badge = { deletedAt: null };
  it('sells until the buying end day, and without one until rewarded', () => {
    expect(contestBadgeOnSale(badge, { status: 'active', buyingEndDate: '2026-06-15' }, now)).toBe(
      true,
    );
    expect(contestBadgeOnSale(badge, { status: 'completed', buyingEndDate: null }, now)).toBe(true);
    expect(contestBadgeOnSale(badge, { status: 'active', buyingEndDate: '2026-06-14' }, now)).toBe(
      false,
    );
    expect(contestBadgeOnSale(badge, { status: 'rewarded', buyingEndDate: null }, now)).toBe(false);
  });
  it('never sells a deleted badge', () => {
    expect(
      contestBadgeOnSale({ deletedAt: now }, { status: 'active', buyingEndDate: null }, now),
    ).toBe(false);
  });
});
