/**
 * Texts of the web app's shell (landing, placeholders, errors, updates). Kept in the domain
 * catalogue with the rest, so wording changes happen in one place.
 */
export const shellMessages = {
  brandName: 'FHP',
  tagline: 'Support student athletes',
  nilDisclaimer:
    'Offers void where prohibited or in conflict with school or conference NIL guidelines.',
  clickToContinue: 'Click to Continue',
  /** The skip link before the header and menu (keyboard users). */
  skipToContent: 'Skip to main content',
  /** The button under every paged list. */
  loadMore: 'Load More',
  goBackHome: 'Go Back to Home',
  schoolContractSearchTitle: 'Search School Contract',
  schoolContractTitle: 'School Contract',
  reload: 'Reload',
  tryAgain: 'Try again',
  closeDialog: 'Close',
  loading: 'Loading…',
  comingSoon: 'Coming soon',
  notAvailableTitle: (feature: string) => `${feature} is not available yet`,
  notAvailableBody:
    'We are still building this part of FHP. It will appear here in an upcoming release.',
  pageNotFoundTitle: 'Page not found',
  pageNotFoundBody: 'The page you are looking for does not exist or has moved.',
  unexpectedErrorTitle: 'Something went wrong',
  pageLoadFailed: 'This page could not be loaded. Reload to get the latest version of FHP.',
  updateReadyTitle: 'A new version of FHP is ready',
  updateReadyBody: 'Tap here to reload and update.',
  signInComingTitle: 'Sign-in is on its way',
  signInComingBody:
    'Athlete sign-in, sign-up and password reset arrive with the next release. Until then you can explore the public pages.',
} as const;
