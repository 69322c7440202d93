/** One composed message, as the outbox stores it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The account it is for, so the outbox can honour their e-mail preferences at send time. */
  recipientId?: string | null;
  /** RFC 8058 one-click URL: sent as List-Unsubscribe with List-Unsubscribe-Post. */
  listUnsubscribe?: string | null;
}

/** Delivers one message or throws; the outbox worker owns retries. */
export interface Mailer {
  readonly name: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}
