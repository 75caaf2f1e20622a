import { messages, PASSWORD_RESET_TTL_MINUTES } from '@fhp/domain';
import type { EmailMessage } from '../../platform/email/mailer';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function passwordResetEmail(input: {
  to: string;
  firstName: string;
  link: string;
}): EmailMessage {
  const greeting = input.firstName ? `Hi ${input.firstName},` : 'Hi,';
  const minutes = PASSWORD_RESET_TTL_MINUTES;
  return {
    to: input.to,
    subject: messages.auth.resetEmailSubject,
    template: 'password-reset',
    text: [
      greeting,
      '',
      'We received a request to reset the password of your FHP account. Open this link to choose a new one:',
      input.link,
      '',
      `The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this e-mail: your password stays the same.`,
    ].join('\n'),
    html: `<p>${escapeHtml(greeting)}</p>
<p>We received a request to reset the password of your FHP account.</p>
<p><a href="${escapeHtml(input.link)}">Choose a new password</a></p>
<p>The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this e-mail: your password stays the same.</p>`,
  };
}
