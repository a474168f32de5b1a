/** An e-mail to send: always with a plain-text part; HTML optional. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes (a client's contact request): a checked address, and a name with no line break. */
  replyTo?: { name: string; address: string };
}

/** Sends e-mail: nodemailer over SMTP when SMTP_URL is set, else the database outbox (development). */
export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
}

/** Sends SMS: the HTTP gateway when SMS_URL is set, else the database outbox (development). */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

/**
 * The SMTP server or the SMS gateway refused the message or could not be reached. Its message names
 * neither the recipient nor the text, and it carries no network error code, so that it is never taken
 * for the database being unreachable.
 */
export class DeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeliveryError';
  }
}
