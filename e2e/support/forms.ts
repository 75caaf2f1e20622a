import type { Locator, Page } from 'playwright-core';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A form field by its label text, exactly, ignoring the " *" Mantine adds to required labels
 * ('Password' is not 'Show password'; 'New Password' is not 'Confirm New Password').
 */
export function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?$`));
}
