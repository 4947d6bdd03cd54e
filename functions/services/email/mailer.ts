/**
 * One small seam for every email the site sends (decision 0036): a service builds a message and
 * hands it to `sendEmail`; where it goes (an SMTP server, or the outbox folder in development and
 * tests) is decided once, at start, from the configuration (create-mailer.ts).
 */
export interface EmailMessage {
  to: string;
  subject: string;
  /** The plain-text body; every message has one. */
  text: string;
  /** The same content as simple HTML. */
  html: string;
  /**
   * Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on cashback and payout
   * emails; the SMTP mailer sends them, the outbox keeps them.
   */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Where messages go, for the start banner: "SMTP (host)" or the outbox folder. */
  readonly describe: string;
  /** Delivers one message, or throws (the caller decides whether the failure reaches the user). */
  sendEmail(message: EmailMessage): Promise<void>;
}
