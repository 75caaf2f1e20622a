import { describe, expect, it } from 'vitest';
import { PURCHASE_KINDS } from './trending.kinds';
import { trendingMessages } from './trending.messages';
import { TRENDING_TABS, trendingWindowStart } from './trending.rules';
import { ZTrendingQuery } from './trending.schemas';

describe('trending', () => {
  it('counts the 7 days before now', () => {
    const now = new Date('2025-03-12T10:00:00Z');
    expect(trendingWindowStart(now).toISOString()).toBe('2025-03-05T10:00:00.000Z');
  });

  it("has the spec's seven tabs in order", () => {
    expect(TRENDING_TABS.map((k) => trendingMessages.tabs[k])).toEqual([
      'Sport badges',
      'Memento',
      'GroupChat',
      'Single Chat',
      'Seasonal Videos',
      'Endorsements',
      'Talking Badges',
    ]);
    expect(TRENDING_TABS).toEqual(PURCHASE_KINDS);
  });

  it('reads empty filters as all and refuses an unknown gender', () => {
    expect(ZTrendingQuery.parse({ sport: '', gender: '' })).toEqual({});
    expect(ZTrendingQuery.parse({ sport: ' Soccer ', gender: 'Female' })).toEqual({
      sport: 'Soccer',
      gender: 'Female',
    });
    const bad = ZTrendingQuery.safeParse({ gender: 'Other' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(trendingMessages.genderInvalid);
  });
});
