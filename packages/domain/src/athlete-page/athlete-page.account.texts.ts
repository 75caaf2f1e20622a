import { formatCents } from '../money/money';

/**
 * What a signed-out visitor reads when they press Buy (or Donate, or ask for a call): why an
 * account is needed, and that they come back to the same item after signing in or signing up.
 */
export const accountNeededTexts = {
  title: 'A free fan account keeps what you buy',
  why: (firstName: string) =>
    `Your receipts, licenses and downloads are kept in your fan account, so you can open them again later, and ${firstName} knows who supported them. It takes about a minute.`,
  comeBack: (item: string, priceCents: number) =>
    `Afterwards you come back here with ${item} for ${formatCents(priceCents)}, ready to confirm.`,
  comeBackPage: 'Afterwards you come back to this page.',
  createAccount: 'Create a fan account',
  signIn: 'I have an account: sign in',
  notNow: 'Not now',
} as const;
