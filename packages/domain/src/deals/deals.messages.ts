import { shellMessages } from '../platform/shell.messages';
/** Texts of the public deals page (spec part 3: Bargains page, leave-site dialog). */
export const dealsMessages = {
  title: 'Great DEALS!',
  intro: 'Offers from vendors who support student athletes. Check the reviews before you buy.',
  goBack: 'Go Back',
  categoryLabel: 'Category',
  allCategories: 'All',
  noAds: 'No Ads Found',
  noAdsHint: 'Try another category.',
  loadMore: shellMessages.loadMore,
  loadFailed: 'The deals could not be loaded. Please try again.',
  visitSite: 'Visit Site',
  adImageAlt: 'Advertisement image',
  adVideoTitle: 'Advertisement video',
  /** Shown only when someone has viewed the ad (a zero count is left out). */
  views: (n: number) => (n === 1 ? '1 view' : `${n} views`),
  vendor: (name: string) => `By ${name}`,
  leaveTitle: 'You are leaving FHP',
  leaveText:
    'This deal is on the vendor’s own website. FHP does not sell or guarantee its products or services.',
  leaveCheckbox: 'I will check reviews before I buy',
  leaveOk: 'Ok',
  leaveCancel: 'Cancel',
  invalidCategory: 'Please choose a category from the list',
  adNotFound: 'This ad is no longer available',
} as const;
