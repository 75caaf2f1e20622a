import { eq, sql } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema';
import type { Db, DbOrTx } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';
import { sendEmailJob } from './send-email-job';

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
 * Every e-mail goes through here. `send` writes the outbox row and, with SMTP configured, a job
 * that delivers it (`deliver`, run by the job queue), both in the caller's transaction when it
 * passes one: a request never waits for the mail server, and a mail server that is down gets the
 * mail later (JOB_SETTINGS['email-send'] says how long it is tried).
 */
export class Mailer {
  constructor(
    private readonly db: Db,
    private readonly transport: EmailTransport | null,
    private readonly from: string,
    private readonly jobs: JobQueue,
  ) {}

  async send(
    message: EmailMessage,
    options: { db?: DbOrTx } = {},
  ): Promise<{ id: string; status: 'pending' | 'recorded' }> {
    const db = options.db ?? this.db;
    const [row] = await db
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
    await this.jobs.send(sendEmailJob, { outboxId: row.id }, options);
    return { id: row.id, status: 'pending' };
  }

  /**
   * One delivery attempt of an outbox row, recorded on it (attempts, last error, sent time). A
   * row already sent is left alone, so a job that runs twice mails once. A failure is thrown for
   * the queue to retry; the row reads `failed` only when no retry is left.
   */
  async deliver(outboxId: string, attempt: { final: boolean }): Promise<void> {
    const [row] = await this.db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
    if (!row || row.status === 'sent' || !this.transport) return;
    try {
      await this.transport.send({
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody ?? undefined,
        template: row.template,
        from: this.from,
      });
    } catch (error) {
      await this.db
        .update(emailOutbox)
        .set({
          status: attempt.final ? 'failed' : 'pending',
          lastError: error instanceof Error ? error.message.slice(0, 1000) : String(error),
          attempts: sql`${emailOutbox.attempts} + 1`,
        })
        .where(eq(emailOutbox.id, outboxId));
      throw error;
    }
    await this.db
      .update(emailOutbox)
      .set({
        status: 'sent',
        sentAt: new Date(),
        lastError: null,
        attempts: sql`${emailOutbox.attempts} + 1`,
      })
      .where(eq(emailOutbox.id, outboxId));
  }
}
