import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { Mailer } from './mailer';
import { createSmtpTransport } from './smtp-transport';

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server on a random local port that keeps what it receives. */
async function startSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Like a local catcher (Mailpit): no STARTTLS, so no certificate is needed.
    hideSTARTTLS: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { port, received, close };
}

const message = {
  to: 'fan@example.com',
  subject: 'Reset your password',
  text: 'Open http://localhost:3000/reset?token=abc to choose a new password.',
  template: 'password-reset',
};

describe('mailer', () => {
  let t: TestApp;
  const rowOf = async (id: string) =>
    (await t.services.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('only records the mail in the outbox when SMTP is not configured', async () => {
    const result = await new Mailer(t.services.db, null, 'FHP <no-reply@fhp.local>').send(message);
    expect(result.status).toBe('recorded');
    expect(await rowOf(result.id)).toMatchObject({
      status: 'recorded',
      toAddress: 'fan@example.com',
      subject: 'Reset your password',
      textBody: message.text,
      template: 'password-reset',
      attempts: 0,
    });
  });

  it('delivers over SMTP and marks the row sent', async () => {
    const smtp = await startSmtpServer();
    try {
      const transport = createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`);
      const mailer = new Mailer(t.services.db, transport, 'FHP <no-reply@fhp.local>');
      const result = await mailer.send(message);

      expect(result.status).toBe('sent');
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail?.from).toBe('no-reply@fhp.local');
      expect(mail?.to).toEqual(['fan@example.com']);
      expect(mail?.raw).toContain('Subject: Reset your password');
      expect(mail?.raw).toContain('To: fan@example.com');
      expect(mail?.raw).toContain('reset?token=abc');
      const row = await rowOf(result.id);
      expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
      expect(row?.sentAt).toBeInstanceOf(Date);
    } finally {
      await smtp.close();
    }
  });

  it('records a failure without throwing when the SMTP server is down', async () => {
    const smtp = await startSmtpServer();
    await smtp.close();
    const transport = createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`);
    const mailer = new Mailer(t.services.db, transport, 'FHP <no-reply@fhp.local>');

    const result = await mailer.send(message);

    expect(result.status).toBe('failed');
    const row = await rowOf(result.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, sentAt: null });
    expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
  });
});
