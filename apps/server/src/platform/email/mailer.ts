import { eq, sql } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema';
import type { Db } from '../db/database';

export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A short name of the kind of e-mail ('password-reset', 'new-athlete', ...), for the outbox list. */
  template: string;
};

/** Sends over the wire. Absent when SMTP is not configured: the outbox alone records the mail. */
export interface EmailTransport {
  send(message: EmailMessage & { from: string }): Promise<void>;
}

/**
 * Every e-mail goes through here: it is written to the outbox first, then handed to the transport.
 * A transport failure is recorded on the row and never thrown, so a mail never fails the action
 * that sent it.
 */
export class Mailer {
  constructor(
    private readonly db: Db,
    private readonly transport: EmailTransport | null,
    private readonly from: string,
  ) {}

  async send(
    message: EmailMessage,
  ): Promise<{ id: string; status: 'sent' | 'failed' | 'recorded' }> {
    const [row] = await this.db
      .insert(emailOutbox)
      .values({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
        template: message.template,
        status: this.transport ? 'pending' : 'recorded',
      })
      .returning({ id: emailOutbox.id });
    if (!row) throw new Error('outbox insert returned nothing');
    if (!this.transport) return { id: row.id, status: 'recorded' };

    try {
      await this.transport.send({ ...message, from: this.from });
      await this.db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: new Date(), attempts: sql`${emailOutbox.attempts} + 1` })
        .where(eq(emailOutbox.id, row.id));
      return { id: row.id, status: 'sent' };
    } catch (error) {
      await this.db
        .update(emailOutbox)
        .set({
          status: 'failed',
          lastError: error instanceof Error ? error.message.slice(0, 1000) : String(error),
          attempts: sql`${emailOutbox.attempts} + 1`,
        })
        .where(eq(emailOutbox.id, row.id));
      return { id: row.id, status: 'failed' };
    }
  }
}
