import * as React from 'react';

/**
 * React 19's development build records, for every element it creates (up to 10,000 per second of
 * rendering), an Error with its stack and a console task, to say in its warnings which component
 * rendered which. Profiled on the sign-up form's test, that was the largest single cost after
 * jsdom's. No test reads those stacks, and React falls back to one shared placeholder once its
 * counter passes 10,000, so the counter is held there. Warnings still print, with a shorter stack.
 */
export function skipOwnerStacks() {
  const internals = (React as unknown as Record<string, object | undefined>)
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  if (!internals || !('recentlyCreatedOwnerStacks' in internals)) return;
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => 10_000,
    set: () => {},
  });
}
