import { emailConfirmationMessages as m } from '@fhp/domain';
import type { EmailMessage } from '../../platform/email/mailer';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The e-mail that carries a fan's confirmation link. */
export function confirmationEmail(input: {
  to: string;
  firstName: string;
  link: string;
}): EmailMessage {
  const greeting = input.firstName ? `Hi ${input.firstName},` : 'Hi,';
  return {
    to: input.to,
    subject: m.emailSubject,
    template: 'email-confirmation',
    text: [greeting, '', m.emailIntro, input.link, '', m.emailOutro].join('\n'),
    html: `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(m.emailIntro)}</p>
<p><a href="${escapeHtml(input.link)}">${escapeHtml(m.emailButton)}</a></p>
<p>${escapeHtml(m.emailOutro)}</p>`,
  };
}
