import { describe, expect, it } from 'vitest';
import { managerRatingsMessages as m } from './manager-ratings.messages';
import { ZManagerRatingRequest } from './manager-ratings.schemas';

const valid = { rating: 3, satisfaction: 'Satisfied', remarks: 'Helpful', strategy: null };
const firstError = (patch: Record<string, unknown>) =>
  ZManagerRatingRequest.safeParse({ ...valid, ...patch }).error?.issues[0]?.message;

describe('manager rating', () => {
  it('accepts 1 to 3 stars with or without a strategy rating', () => {
    for (const rating of [1, 2, 3]) expect(firstError({ rating })).toBeUndefined();
    expect(firstError({ strategy: { rating: 2, remarks: 'Good plan' } })).toBeUndefined();
    expect(firstError({ strategy: undefined })).toBeUndefined();
  });
  it('asks for the stars', () => {
    for (const rating of [undefined, 0, 4, 2.5, '3', null]) {
      expect(firstError({ rating })).toBe(m.addRating);
    }
  });
  it('asks for Satisfied or Unsatisfied', () => {
    for (const satisfaction of [undefined, '', 'satisfied', 'Maybe']) {
      expect(firstError({ satisfaction })).toBe(m.addSatisfaction);
    }
  });
  it('asks for remarks', () => {
    for (const remarks of [undefined, '', '  ']) expect(firstError({ remarks })).toBe(m.addRemarks);
    expect(firstError({ remarks: 'x'.repeat(501) })).toBe(m.remarksTooLong);
  });
  it('asks for the strategy stars and remarks when the switch says Yes', () => {
    expect(firstError({ strategy: { rating: 0, remarks: 'x' } })).toBe(m.addStrategyRating);
    expect(firstError({ strategy: { remarks: 'x' } })).toBe(m.addStrategyRating);
    expect(firstError({ strategy: { rating: 2, remarks: ' ' } })).toBe(m.addStrategyRemarks);
  });
});
