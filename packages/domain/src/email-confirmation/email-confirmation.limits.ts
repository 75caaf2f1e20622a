/**
 * A fan's e-mail confirmation (issue 37, decision 0075): votes need a confirmed address. The link
 * is single-use, like a password reset's; only its SHA-256 is stored.
 */
export const EMAIL_CONFIRMATION_TTL_HOURS = 48;

/** Confirmation e-mails, counted in the database like reset e-mails (platform/limits). */
export const CONFIRMATION_SEND_WINDOW_MINUTES = 60;
export const MAX_CONFIRMATION_SENDS_PER_ACCOUNT = 5;
export const MAX_CONFIRMATION_SENDS_PER_ADDRESS = 20;

/** Confirm attempts per network address in the window (a made-up token costs one lookup). */
export const MAX_CONFIRM_ATTEMPTS_PER_ADDRESS = 30;

/** The fan area's page the link opens: it confirms and says so. */
export const EMAIL_CONFIRMATION_PAGE = '/fan/confirm-email';

/** The link of a confirmation e-mail. */
export const emailConfirmationLink = (publicUrl: string, token: string) =>
  `${publicUrl}${EMAIL_CONFIRMATION_PAGE}?token=${encodeURIComponent(token)}`;
