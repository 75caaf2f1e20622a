export * from './account/account.messages';
export * from './auth/auth.limits';
export * from './auth/auth.messages';
export * from './auth/auth.schemas';
export * from './auth/auth-pages.messages';
export * from './landing/landing.messages';
export * from './legal/terms.content';
export * from './money/money';
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
export * from './shell/athlete-menu';
export * from './shell/panel-ui.messages';
export * from './users/users.schemas';

import { accountMessages } from './account/account.messages';
import { authMessages } from './auth/auth.messages';
import { authPageMessages } from './auth/auth-pages.messages';
import { landingMessages } from './landing/landing.messages';
import { termsMessages } from './legal/terms.content';
import { paymentsMessages } from './payments/payments.messages';
import { platformMessages } from './platform/messages';
import { shellMessages } from './platform/shell.messages';
import { registrationMessages } from './registration/registration.messages';
import { shellPanelMessages } from './shell/athlete-menu';
import { panelUiMessages } from './shell/panel-ui.messages';

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
} as const;
