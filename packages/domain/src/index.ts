export * from './account/account.messages';
export * from './athlete-page';
export * from './auth/auth.endpoints';
export * from './auth/auth.limits';
export * from './auth/auth.messages';
export * from './auth/auth.schemas';
export * from './auth/auth-pages.messages';
export * from './badge-sales/badge-sales';
export * from './blogs';
export * from './blogs/blogs.endpoints';
export * from './community-badges';
export * from './community-badges/community-badges.endpoints';
export * from './consent';
export * from './consent/consent.endpoints';
export * from './deals';
export * from './deals/deals.endpoints';
export * from './directory';
export * from './directory/directory.endpoints';
export * from './fan-purchases';
export * from './fan-requests/fan-requests.endpoints';
export * from './fan-requests/fan-requests.limits';
export * from './fan-requests/fan-requests.messages';
export * from './fan-requests/fan-requests.schemas';
export * from './fan-requests/fan-requests.texts';
export * from './fans';
export * from './home';
export * from './info-pages';
export * from './intros/intros';
export * from './issues/issues.endpoints';
export * from './issues/issues.limits';
export * from './issues/issues.messages';
export * from './issues/issues.schemas';
export * from './issues/issues.texts';
export * from './landing/landing.messages';
export * from './legal/terms.content';
export * from './manager-ratings';
export * from './mementos/mementos.messages';
export * from './money/money';
export * from './money/price-choices';
export * from './money/royalties';
export * from './money/sales.messages';
export * from './news-suggestions';
export * from './news-suggestions/news-suggestions.endpoints';
export * from './notifications/fan-notifications';
export * from './notifications/notifications.endpoints';
export * from './notifications/notifications.messages';
export * from './notifications/notifications.schemas';
export * from './pagination/pagination';
export * from './payments/checkout.schemas';
export * from './payments/payments.endpoints';
export * from './payments/payments.messages';
export * from './payments/payments.schemas';
export * from './pizza-money';
export * from './platform/dev-emails.endpoints';
export * from './platform/email.schemas';
export * from './platform/endpoint';
export * from './platform/errors';
export * from './platform/events';
export * from './platform/events.endpoints';
export * from './platform/files.endpoints';
export * from './platform/files.schemas';
export * from './platform/health';
export * from './platform/health.endpoints';
export * from './platform/shell.messages';
export * from './platform/site-index.endpoints';
export * from './platform/uploads';
export * from './privacy';
export * from './profile/profile.address';
export * from './profile/profile.endpoints';
export * from './profile/profile.limits';
export * from './profile/profile.messages';
export * from './profile/profile.rules';
export * from './profile/profile.schemas';
export * from './profile/profile.texts';
export * from './push/push.endpoints';
export * from './push/push.schemas';
export * from './reference/reference.endpoints';
export * from './reference/reference.limits';
export * from './reference/reference.schemas';
export * from './registration/registration.acknowledgements';
export * from './registration/registration.endpoints';
export * from './registration/registration.fields';
export * from './registration/registration.issues';
export * from './registration/registration.limits';
export * from './registration/registration.messages';
export * from './registration/registration.rules';
export * from './registration/registration.schemas';
export * from './registration/registration-agreement.messages';
export * from './registration/registration-api.schemas';
export * from './registration/registration-form.messages';
export * from './requested-places/requested-places.endpoints';
export * from './requested-places/requested-places.limits';
export * from './requested-places/requested-places.messages';
export * from './requested-places/requested-places.rules';
export * from './requested-places/requested-places.schemas';
export * from './requested-places/requested-places.texts';
export * from './seasonal-badges';
export * from './seasonal-badges/seasonal-badges.endpoints';
export * from './session/session.endpoints';
export * from './shell/athlete-menu';
export * from './shell/panel-ui.messages';
export * from './shop';
export * from './shop/shop.endpoints';
export * from './site-settings';
export * from './site-settings/site-settings.endpoints';
export * from './talking-badges';
export * from './talking-badges/talking-badges.endpoints';
export * from './tips/tips.content';
export * from './trending';
export * from './trending/trending.endpoints';
export * from './users/users.schemas';
export * from './verification';
export * from './verification/verification.endpoints';
export * from './wallet';
export * from './withdrawals';

import { accountMessages } from './account/account.messages';
import { athletePageMessages } from './athlete-page';
import { authMessages } from './auth/auth.messages';
import { authPageMessages } from './auth/auth-pages.messages';
import { badgeSalesMessages } from './badge-sales/badge-sales';
import { blogsMessages } from './blogs';
import { communityBadgesMessages } from './community-badges';
import { consentMessages } from './consent';
import { dealsMessages } from './deals';
import { directoryMessages } from './directory';
import { fanPurchasesMessages } from './fan-purchases';
import { fanRequestsMessages } from './fan-requests/fan-requests.messages';
import { fansMessages } from './fans';
import { infoPagesMessages } from './info-pages';
import { issuesMessages } from './issues/issues.messages';
import { landingMessages } from './landing/landing.messages';
import { termsMessages } from './legal/terms.content';
import { managerRatingsMessages } from './manager-ratings';
import { mementosMessages } from './mementos/mementos.messages';
import { newsSuggestionsMessages } from './news-suggestions';
import { notificationsMessages } from './notifications/notifications.messages';
import { paymentsMessages } from './payments/payments.messages';
import { pizzaMoneyMessages } from './pizza-money';
import { platformMessages } from './platform/messages';
import { shellMessages } from './platform/shell.messages';
import { profileMessages } from './profile/profile.messages';
import { pushMessages } from './push/push.schemas';
import { registrationMessages } from './registration/registration.messages';
import { requestedPlacesMessages } from './requested-places/requested-places.messages';
import { seasonalBadgesMessages } from './seasonal-badges';
import { shellPanelMessages } from './shell/athlete-menu';
import { panelUiMessages } from './shell/panel-ui.messages';
import { shopMessages } from './shop';
import { siteSettingsMessages } from './site-settings';
import { talkingBadgesMessages } from './talking-badges';
import { tipsMessages } from './tips/tips.content';
import { trendingMessages } from './trending';
import { verificationMessages } from './verification';
import { walletMessages } from './wallet';
import { withdrawalsMessages } from './withdrawals';

/** The message catalogue: every user-facing text, grouped by feature. */
export const messages = {
  platform: platformMessages,
  payments: paymentsMessages,
  shell: shellMessages,
  landing: landingMessages,
  auth: authMessages,
  panel: shellPanelMessages,
  authPages: authPageMessages,
  account: accountMessages,
  panelUi: panelUiMessages,
  terms: termsMessages,
  registration: registrationMessages,
  profile: profileMessages,
  notifications: notificationsMessages,
  fanRequests: fanRequestsMessages,
  issues: issuesMessages,
  requestedPlaces: requestedPlacesMessages,
  tips: tipsMessages,
  push: pushMessages,
  siteSettings: siteSettingsMessages,
  newsSuggestions: newsSuggestionsMessages,
  shop: shopMessages,
  trending: trendingMessages,
  directory: directoryMessages,
  fans: fansMessages,
  athletePage: athletePageMessages,
  fanPurchases: fanPurchasesMessages,
  verification: verificationMessages,
  blogs: blogsMessages,
  deals: dealsMessages,
  consent: consentMessages,
  infoPages: infoPagesMessages,
  seasonalBadges: seasonalBadgesMessages,
  talkingBadges: talkingBadgesMessages,
  managerRatings: managerRatingsMessages,
  mementos: mementosMessages,
  badgeSales: badgeSalesMessages,
  communityBadges: communityBadgesMessages,
  withdrawals: withdrawalsMessages,
  wallet: walletMessages,
  pizzaMoney: pizzaMoneyMessages,
} as const;
