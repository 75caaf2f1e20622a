/** The ad categories of the deals page (spec part 3, section 9), code and label. */
export const AD_CATEGORIES = [
  { code: 'TL', label: 'Travel/Lodging' },
  { code: 'FB', label: 'Food & Beverage' },
  { code: 'PCHG', label: 'Personal Care/Home Goods' },
  { code: 'ET', label: 'Entertainment' },
  { code: 'RT', label: 'Retail' },
  { code: 'TEC', label: 'Tech/E-Commerce' },
  { code: 'OT', label: 'Other' },
] as const;
export const AD_CATEGORY_CODES = AD_CATEGORIES.map((c) => c.code) as [
  (typeof AD_CATEGORIES)[number]['code'],
  ...(typeof AD_CATEGORIES)[number]['code'][],
];
export type TAdCategory = (typeof AD_CATEGORIES)[number]['code'];
/** An ad's states: only 'active' ads are listed. */
export const AD_STATUSES = ['pending', 'active', 'inactive'] as const;
export type TAdStatus = (typeof AD_STATUSES)[number];

/** What an ad shows (spec: bidType image or video). */
export const AD_MEDIA = ['image', 'video'] as const;
export type TAdMedia = (typeof AD_MEDIA)[number];

/** The filter's first choice: every category. */
export const AD_CATEGORY_ALL = 'All';

/** Ads page 5 at a time (spec: "Ads page size 5"). */
export const ADS_PAGE_SIZE = 5;

/** The name and e-mail a guest's view is recorded with (spec: "Guest"). */
export const GUEST_VIEWER_NAME = 'Guest';

export function adCategoryLabel(code: string): string {
  return AD_CATEGORIES.find((c) => c.code === code)?.label ?? code;
}
