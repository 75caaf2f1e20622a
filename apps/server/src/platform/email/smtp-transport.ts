import type { EmailTransport } from './mailer';

/**
 * A mail server that accepts the connection and then stalls must not hold a send job for
 * nodemailer's default minutes (the job's own limit is JOB_SETTINGS['email-send'].expireInSeconds);
 * it fails and is retried. Values in the URL's query (`?socketTimeout=...`) still override these.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * SMTP through nodemailer, e.g. `smtp://user:pass@smtp.example.com:587` or `smtps://...`.
 * nodemailer is loaded here, not at start: a server without SMTP_URL never holds it (about
 * 15 MB; the server bundle would otherwise import it with everything else, decision 0034).
 */
export async function createSmtpTransport(smtpUrl: string): Promise<EmailTransport> {
  const { default: nodemailer } = await import('nodemailer');
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS });
  return {
    async send(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
  };
}
