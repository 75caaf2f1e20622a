import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string };

/**
 * A real SMTP server on a local port that keeps what it receives. `stop()` and `start()` take it
 * down and bring it back on the same port, as a mail server outage looks to the app.
 */
export async function startFakeSmtpServer() {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  let port = 0;

  const start = async () => {
    server = new SMTPServer({
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
    const s = server;
    await new Promise<void>((resolve) => s.listen(port, '127.0.0.1', resolve));
    port = (s.server.address() as AddressInfo).port;
  };
  const stop = async () => {
    const s = server;
    server = null;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };

  await start();
  return { url: `smtp://127.0.0.1:${port}`, received, start, stop };
}
