export * from './landing/landing.messages';
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
export * from './users/users.schemas';

import { landingMessages } from './landing/landing.messages';
import { paymentsMessages } from './payments/payments.messages';
import { platformMessages } from './platform/messages';
import { shellMessages } from './platform/shell.messages';

/** The message catalogue: every user-facing text, grouped by feature. */
export const messages = {
  platform: platformMessages,
  payments: paymentsMessages,
  shell: shellMessages,
  landing: landingMessages,
} as const;
