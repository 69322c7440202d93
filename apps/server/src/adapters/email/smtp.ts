import { createTransport } from 'nodemailer';
import type { Mailer, OutgoingMail } from './mailer';

/**
 * SMTP through nodemailer. Not pooled: each send opens its own connection, so a server that went away
 * and came back is simply used again on the next attempt.
 */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = createTransport(
    { url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
    { from },
  );
  return {
    name: 'smtp',
    async send(mail: OutgoingMail) {
      await transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
    close() {
      transport.close();
    },
  };
}
