export * from './landing/landing.messages';
export * from './money/money';
export * from './pagination/pagination';
export * from './platform/errors';
export * from './platform/events';
export * from './platform/health';
export * from './platform/shell.messages';
export * from './platform/uploads';
export * from './users/users.schemas';

import { platformMessages } from './platform/messages';

/** The message catalogue: every user-facing text, grouped by feature. */
export const messages = {
  platform: platformMessages,
} as const;
