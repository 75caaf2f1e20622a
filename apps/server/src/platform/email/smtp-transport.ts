import nodemailer from 'nodemailer';
import type { EmailTransport } from './mailer';

/** SMTP through nodemailer, e.g. `smtp://user:pass@smtp.example.com:587` or `smtps://...`. */
export function createSmtpTransport(smtpUrl: string): EmailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
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
