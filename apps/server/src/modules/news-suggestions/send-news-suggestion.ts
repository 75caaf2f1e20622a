import { messages, newsSuggestionEmail, type TNewsSuggestionType } from '@fhp/domain';
import { newsSuggestions } from '../../db/schema';
import { addAdminNotification, announceInboxChange } from '../../platform/events/operator-inbox';
import { AppError } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';

const m = messages.newsSuggestions;

/**
 * Keeps a visitor's news suggestion (type and remarks; the account when signed in) for the
 * console's requests, with the operators' inbox item, and e-mails it to the operators' address
 * (OPERATOR_EMAIL), all in one transaction: the outbox keeps the mail even without SMTP, and a
 * send job retries it while the mail server is away. Only a failure to record it is reported,
 * so the visitor can try again.
 */
export async function sendNewsSuggestion(
  services: AppServices,
  input: { type: TNewsSuggestionType; remarks: string; email?: string },
  userId: string | null = null,
) {
  const mail = newsSuggestionEmail(input);
  await services.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(newsSuggestions)
        .values({ type: input.type, remarks: input.remarks, email: input.email ?? null, userId })
        .returning({ id: newsSuggestions.id });
      if (!row) throw new Error('suggestion insert returned nothing');
      await addAdminNotification(tx, 'news-suggestion', row.id);
      await services.mailer.send(
        {
          to: services.config.email.operator,
          subject: mail.subject,
          text: mail.text,
          template: 'news-suggestion',
        },
        { db: tx },
      );
    })
    .catch(() => {
      throw new AppError('UPSTREAM_FAILED', m.sendFailed);
    });
  await announceInboxChange(services);
  return { message: m.sent };
}
