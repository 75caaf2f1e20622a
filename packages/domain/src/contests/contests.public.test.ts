import { describe, expect, it } from 'vitest';
import { contestBadgesSellOn, contestPageMeta } from './contests.public.schemas';
import { contestPageNumber } from './contests.routes';

describe('contest pages', () => {
  it('reads the contest number of a contest page only', () => {
    expect(contestPageNumber('/contests/7')).toBe(7);
    expect(contestPageNumber('/Contests/12/')).toBe(12);
    for (const path of [
      '/contests',
      '/contests/0',
      '/contests/abc',
      '/contests/99999999999',
      '/contests/3000000000',
      '/contests/7/board',
    ]) {
      expect(contestPageNumber(path), path).toBeUndefined();
    }
  });

  it('names a shared contest page by its title, its description or who organizes it and when', () => {
    const contest = {
      number: 7,
      kind: 'brand_ambassador' as const,
      title: 'Summer Talent Show',
      description: '',
      organizerName: 'Coastal Sports League',
      startDate: '2026-06-01',
      endDate: '2026-06-30',
    };
    expect(contestPageMeta(contest)).toEqual({
      title: 'Summer Talent Show',
      description:
        'Talent contest by Coastal Sports League, 2026-06-01 to 2026-06-30. Watch the videos and vote on FHP.',
      share: { title: 'Summer Talent Show · Talent contest', type: 'website', url: '/contests/7' },
    });
    const long = contestPageMeta({ ...contest, description: `${'word '.repeat(60)}\n end` });
    expect(long.description.length).toBe(200);
    expect(long.description.endsWith('…')).toBe(true);
  });

  it('sells badges until the buying end date, or always without one', () => {
    expect(contestBadgesSellOn({ buyingEndDate: '2026-06-25' }, '2026-06-25')).toBe(true);
    expect(contestBadgesSellOn({ buyingEndDate: '2026-06-25' }, '2026-06-26')).toBe(false);
    expect(contestBadgesSellOn({ buyingEndDate: null }, '2030-01-01')).toBe(true);
  });
});
