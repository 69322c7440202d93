/** One composed message, as the outbox stores it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Delivers one message or throws; the outbox worker owns retries. */
export interface Mailer {
  readonly name: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}
