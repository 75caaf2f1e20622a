import { EMAIL_CONFIRMATION_TTL_HOURS } from './email-confirmation.limits';

/** What a fan reads about confirming their e-mail address. */
export const emailConfirmationMessages = {
  emailSubject: 'Confirm your FHP e-mail address',
  emailIntro:
    'Welcome to FHP! Confirm your e-mail address to vote in contests. Open this link to confirm it:',
  emailOutro: `The link works once and expires in ${EMAIL_CONFIRMATION_TTL_HOURS} hours. If you did not sign up, ignore this e-mail.`,
  emailButton: 'Confirm my e-mail address',
  sent: 'We sent a confirmation link to your e-mail address. Open it to confirm.',
  confirmed: 'Your e-mail address is confirmed. You can vote in contests now.',
  alreadyConfirmed: 'Your e-mail address is already confirmed.',
  linkInvalid:
    'This confirmation link is invalid, already used or expired. Send a new link from your fan area.',
  tooManySends: 'Too many confirmation e-mails. Please try again later.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  // The page and the notice.
  pageTitle: 'Confirm your e-mail address',
  confirming: 'Confirming your e-mail address…',
  tokenMissing: 'This confirmation link is incomplete. Open the link from the e-mail again.',
  notice: (email: string) =>
    `Confirm your e-mail address ${email} to vote in contests: open the link we sent you.`,
  resend: 'Send the link again',
  toFanArea: 'Go to your fan area',
} as const;
