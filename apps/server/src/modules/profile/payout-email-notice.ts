import { maskEmail, messages } from '@fhp/domain';
import type { EmailMessage } from '../../platform/email/mailer';

/** Where the notice sends someone who did not make the change. */
const FORGOT_PASSWORD_PATH = '/auth/forgot-password';
const RAISE_ISSUE_PATH = '/admin/raise-issue';

/**
 * The payout e-mail change notice: one to the sign-in e-mail and one to the old payout address
 * (none when there was none, one when both are the same address). The new address is masked.
 */
export function payoutEmailChangedEmails(facts: {
  signInEmail: string;
  oldPayoutEmail: string | null;
  newPayoutEmail: string;
  athleteName: string;
  when: string;
  /** When withdrawals resume (the hold's end), dated as `when`. */
  resumes: string;
  siteUrl: string;
}): EmailMessage[] {
  const link = (path: string) => new URL(path, facts.siteUrl).toString();
  const recipients: { to: string; recipient: 'account' | 'oldPayout' }[] = [
    { to: facts.signInEmail, recipient: 'account' },
  ];
  const old = facts.oldPayoutEmail?.trim();
  if (old && old.toLowerCase() !== facts.signInEmail.toLowerCase()) {
    recipients.push({ to: old, recipient: 'oldPayout' });
  }
  return recipients.map(({ to, recipient }) => ({
    to,
    subject: messages.profile.payoutEmailChangedSubject,
    template: 'payout-email-changed',
    text: messages.profile.payoutEmailChangedText({
      recipient,
      athleteName: facts.athleteName,
      when: facts.when,
      resumes: facts.resumes,
      maskedNew: maskEmail(facts.newPayoutEmail),
      resetLink: link(FORGOT_PASSWORD_PATH),
      issueLink: link(RAISE_ISSUE_PATH),
    }),
  }));
}
