import type { Transporter } from 'nodemailer';
import { loadOnce } from '../load-once';
import type { Mailer, OutgoingMail } from './mailer';

/**
 * SMTP through nodemailer. Not pooled: each send opens its own connection, so a server that went away
 * and came back is simply used again on the next attempt.
 */
export function createSmtpMailer(url: string, from: string): Mailer {
  let opened: Transporter | undefined;
  const transport = loadOnce(async () => {
    const { createTransport } = await import('nodemailer');
    opened = createTransport(
      { url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
      { from },
    );
    return opened;
  });
  return {
    name: 'smtp',
    async send(mail: OutgoingMail) {
      await (await transport()).sendMail({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // RFC 2369 + RFC 8058: mail clients show an Unsubscribe button that POSTs to this URL.
        ...(mail.listUnsubscribe
          ? {
              headers: {
                'List-Unsubscribe': `<${mail.listUnsubscribe}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              },
            }
          : {}),
      });
    },
    close() {
      opened?.close();
    },
  };
}
