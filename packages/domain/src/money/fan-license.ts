/**
 * What a fan may pay for a badge license (an endorsement, or an athlete's sport badge): whole
 * dollars from $4 to $599, one week of public display per dollar. The spec states both $599
 * (the license agreement, the endorsement rule) and $1000 (the sign-up's custom amount, the
 * endorsement page's example); decision 0046 keeps $599 for every screen, text and check.
 */
export const FAN_LICENSE_MIN_DOLLARS = 4;
export const FAN_LICENSE_MAX_DOLLARS = 599;

/** "11 years": how long the longest license shows, in whole years (599 weeks). */
export function licenseYearsText(dollars: number): string {
  const years = Math.floor((dollars * 7) / 365.25);
  return `${years} years`;
}
