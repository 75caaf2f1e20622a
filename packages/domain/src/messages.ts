// The message catalogue, in its own module: the package index only re-exports, so a bundler
// binds `import { x } from '@fhp/domain'` to x's own module and takes in nothing else.
import { accountMessages } from './account/account.messages';
import { athletePageMessages } from './athlete-page';
import { authMessages } from './auth/auth.messages';
import { authPageMessages } from './auth/auth-pages.messages';
import { badgeSalesMessages } from './badge-sales/badge-sales';
import { blogsMessages } from './blogs';
import { communityBadgesMessages } from './community-badges';
import { consentMessages } from './consent';
import { consoleMessages } from './console/console.messages';
import { consoleMoneyMessages } from './console-money/console-money.messages';
import { consoleRequestsMessages } from './console-requests/console-requests.texts';
import { consoleSchoolsMessages } from './console-schools/console-schools.texts';
import { consoleUsersMessages } from './console-users/console-users.messages';
import { contentMessages } from './content/content.messages';
import { contestsMessages } from './contests/contests.messages';
import { dealsMessages } from './deals';
import { directoryMessages } from './directory';
import { emailConfirmationMessages } from './email-confirmation/email-confirmation.messages';
import { fanPurchasesMessages } from './fan-purchases';
import { fansMessages } from './fans';
import { groupChatsMessages } from './group-chats/group-chats.messages';
import { inboxMessages } from './inbox/inbox.texts';
import { infoPagesMessages } from './info-pages/info-pages.messages';
import { issuesMessages } from './issues/issues.messages';
import { landingMessages } from './landing/landing.messages';
import { termsMessages } from './legal/terms.messages';
import { managerRatingsMessages } from './manager-ratings';
import { mementosMessages } from './mementos/mementos.messages';
import { moderationMessages } from './moderation/moderation.messages';
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
import { resolutionsMessages } from './resolutions/resolutions.messages';
import { schoolRequestsMessages } from './school-contracts/school-requests.messages';
import { schoolContractSigningMessages } from './school-contracts/signing.messages';
import { seasonalBadgesMessages } from './seasonal-badges';
import { shellPanelMessages } from './shell/athlete-menu';
import { panelUiMessages } from './shell/panel-ui.messages';
import { shopMessages } from './shop';
import { siteSettingsMessages } from './site-settings';
import { statementsMessages } from './statements/statements.messages';
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
  console: consoleMessages,
  resolutions: resolutionsMessages,
  consoleMoney: consoleMoneyMessages,
  consoleUsers: consoleUsersMessages,
  consoleRequests: consoleRequestsMessages,
  consoleSchools: consoleSchoolsMessages,
  schoolRequests: schoolRequestsMessages,
  inbox: inboxMessages,
  contests: contestsMessages,
  emailConfirmation: emailConfirmationMessages,
  content: contentMessages,
  moderation: moderationMessages,
  panel: shellPanelMessages,
  authPages: authPageMessages,
  account: accountMessages,
  panelUi: panelUiMessages,
  terms: termsMessages,
  registration: registrationMessages,
  profile: profileMessages,
  notifications: notificationsMessages,
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
  schoolContractSigning: schoolContractSigningMessages,
  infoPages: infoPagesMessages,
  seasonalBadges: seasonalBadgesMessages,
  talkingBadges: talkingBadgesMessages,
  managerRatings: managerRatingsMessages,
  mementos: mementosMessages,
  badgeSales: badgeSalesMessages,
  communityBadges: communityBadgesMessages,
  withdrawals: withdrawalsMessages,
  wallet: walletMessages,
  groupChats: groupChatsMessages,
  pizzaMoney: pizzaMoneyMessages,
  statements: statementsMessages,
} as const;
