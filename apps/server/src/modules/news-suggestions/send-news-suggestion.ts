import { messages, newsSuggestionEmail, type TNewsSuggestionType } from '@fhp/domain';
import { AppError } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';

const m = messages.newsSuggestions;

/**
 * E-mails a visitor's news suggestion (type and remarks) to the operators' address
 * (OPERATOR_EMAIL). The outbox keeps it even without SMTP, and a send job retries it while the
 * mail server is away; only a failure to record it is reported, so the visitor can try again.
 */
export async function sendNewsSuggestion(
  services: AppServices,
  input: { type: TNewsSuggestionType; remarks: string; email?: string },
) {
  const mail = newsSuggestionEmail(input);
  await services.mailer
    .send({
      to: services.config.email.operator,
      subject: mail.subject,
      text: mail.text,
      template: 'news-suggestion',
    })
    .catch(() => {
      throw new AppError('UPSTREAM_FAILED', m.sendFailed);
    });
  return { message: m.sent };
}
