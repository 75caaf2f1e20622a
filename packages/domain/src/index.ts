export * from './account/account.messages';
export * from './auth/auth.limits';
export * from './auth/auth.messages';
export * from './auth/auth.schemas';
export * from './auth/auth-pages.messages';
export * from './blogs';
export * from './consent';
export * from './deals';
export * from './fan-requests/fan-requests.messages';
export * from './fan-requests/fan-requests.schemas';
export * from './fan-requests/fan-requests.texts';
export * from './info-pages';
export * from './issues/issues.limits';
export * from './issues/issues.messages';
export * from './issues/issues.schemas';
export * from './issues/issues.texts';
export * from './landing/landing.messages';
export * from './legal/terms.content';
export * from './money/money';
export * from './news-suggestions';
export * from './notifications/notifications.messages';
export * from './notifications/notifications.schemas';
export * from './pagination/pagination';
export * from './payments/payments.messages';
export * from './payments/payments.schemas';
export * from './platform/email.schemas';
export * from './platform/errors';
export * from './platform/events';
export * from './platform/files.schemas';
export * from './platform/health';
export * from './platform/shell.messages';
export * from './platform/uploads';
export * from './privacy';
export * from './profile/profile.address';
export * from './profile/profile.limits';
export * from './profile/profile.messages';
export * from './profile/profile.rules';
export * from './profile/profile.schemas';
export * from './profile/profile.texts';
export * from './push/push.schemas';
export * from './reference/reference.schemas';
export * from './registration/registration.acknowledgements';
export * from './registration/registration.fields';
export * from './registration/registration.issues';
export * from './registration/registration.limits';
export * from './registration/registration.messages';
export * from './registration/registration.rules';
export * from './registration/registration.schemas';
export * from './registration/registration-agreement.messages';
export * from './registration/registration-api.schemas';
export * from './registration/registration-form.messages';
export * from './requested-places/requested-places.messages';
export * from './requested-places/requested-places.rules';
export * from './requested-places/requested-places.schemas';
export * from './requested-places/requested-places.texts';
export * from './shell/athlete-menu';
export * from './shell/panel-ui.messages';
export * from './shop';
export * from './site-settings';
export * from './tips/tips.content';
export * from './trending';
export * from './users/users.schemas';
export * from './verification';

import { accountMessages } from './account/account.messages';
import { authMessages } from './auth/auth.messages';
import { authPageMessages } from './auth/auth-pages.messages';
import { blogsMessages } from './blogs';
import { consentMessages } from './consent';
import { dealsMessages } from './deals';
import { fanRequestsMessages } from './fan-requests/fan-requests.messages';
import { infoPagesMessages } from './info-pages';
import { issuesMessages } from './issues/issues.messages';
import { landingMessages } from './landing/landing.messages';
import { termsMessages } from './legal/terms.content';
import { newsSuggestionsMessages } from './news-suggestions';
import { notificationsMessages } from './notifications/notifications.messages';
import { paymentsMessages } from './payments/payments.messages';
import { platformMessages } from './platform/messages';
import { shellMessages } from './platform/shell.messages';
import { profileMessages } from './profile/profile.messages';
import { pushMessages } from './push/push.schemas';
import { registrationMessages } from './registration/registration.messages';
import { requestedPlacesMessages } from './requested-places/requested-places.messages';
import { shellPanelMessages } from './shell/athlete-menu';
import { panelUiMessages } from './shell/panel-ui.messages';
import { shopMessages } from './shop';
import { siteSettingsMessages } from './site-settings';
import { tipsMessages } from './tips/tips.content';
import { trendingMessages } from './trending';
import { verificationMessages } from './verification';

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
  verification: verificationMessages,
  blogs: blogsMessages,
  deals: dealsMessages,
  consent: consentMessages,
  infoPages: infoPagesMessages,
} as const;
