import nodemailer from 'nodemailer';
import type { EmailTransport } from './mailer';

/**
 * A mail server that accepts the connection and then stalls must not hold a send job for
 * nodemailer's default minutes (the job's own limit is JOB_SETTINGS['email-send'].expireInSeconds);
 * it fails and is retried. Values in the URL's query (`?socketTimeout=...`) still override these.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** SMTP through nodemailer, e.g. `smtp://user:pass@smtp.example.com:587` or `smtps://...`. */
export function createSmtpTransport(smtpUrl: string): EmailTransport {
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
