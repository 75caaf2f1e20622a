import { describe, expect, it } from 'vitest';
import {
  COMMUNITY_BADGE_FIRST_NUMBER,
  communityBadgePdfName,
  communityBadgePriceCents,
  formatCommunityBadgeNumber,
} from './community-badges.limits';

describe('community badge rules', () => {
  it('charges $2 for the first badge and $4 for every later one', () => {
    expect(communityBadgePriceCents(0)).toBe(200);
    expect(communityBadgePriceCents(1)).toBe(400);
    expect(communityBadgePriceCents(7)).toBe(400);
  });

  it('writes numbers as the spec does, FHP-00100001 onward', () => {
    expect(formatCommunityBadgeNumber(COMMUNITY_BADGE_FIRST_NUMBER)).toBe('FHP-00100001');
    expect(formatCommunityBadgeNumber(123_456)).toBe('FHP-00123456');
    expect(communityBadgePdfName('FHP-00100001')).toBe('FHP_Badge_FHP-00100001.pdf');
  });
});
