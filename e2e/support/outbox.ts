import { join } from 'node:path';
import Database from 'better-sqlite3';

export interface OutboxRow {
  kind: string;
  to_address: string;
  subject: string;
  status: string;
  text_body: string;
}

/**
 * The e-mails the server queued (docs/engineering.md#server-composed-e-mail: join and follow mails go to
 * the email_outbox table, and stay there when no SMTP_URL is set). Reads the e2e database read-only.
 */
export function outboxEmails(kind: string, recipient: string): OutboxRow[] {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const db = new Database(join(dataDir, 'stryd.db'), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare<[string, string], OutboxRow>(
        'select kind, to_address, subject, status, text_body from email_outbox where kind = ? and to_address = ?',
      )
      .all(kind, recipient);
  } finally {
    db.close();
  }
}
