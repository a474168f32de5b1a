import type { Db } from '../db/database.js';

/** An e-mail to send: always with a plain-text part; HTML optional. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes (a client's contact request): a checked address, and a name with no line break. */
  replyTo?: { name: string; address: string };
  /** Files sent with it (a signed claim report: its durable copy), base64 in the queue's job. */
  attachments?: { filename: string; contentType: string; contentBase64: string }[];
}

/** Sends e-mail: nodemailer over SMTP when SMTP_URL is set, else the database outbox (development). */
export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
  /** Closes its connections (a pool keeps them open). */
  close?(): void;
}

/** Sends SMS: the HTTP gateway when SMS_URL is set, else the database outbox (development). */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

/** Why a message did not leave, as the log and the list of failed deliveries say it. */
export type DeliveryCause = 'refused' | 'timeout' | 'authentication' | 'unreachable';

/**
 * The SMTP server or the SMS gateway refused the message or could not be reached. Its message names
 * neither the recipient nor the text, and it carries no network error code, so that it is never taken
 * for the database being unreachable.
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly kind: DeliveryCause,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/** Where a delivery's success is recorded (the contact request it carries, marked sent). */
export type DeliveryReceipt = { kind: 'contact-request' | 'bulk-invitation'; id: number };

export interface EnqueueOptions {
  /**
   * The transaction of what causes the message: it is queued only if that commits, and it is never lost
   * once it has (docs/decisions/0044).
   */
  db?: Db;
  receipt?: DeliveryReceipt;
  /**
   * `bulk`: mail sent to many at once (invitations in bulk, an import's notices), through its own queue and
   * SMTP pool at the provider's rate; the default lane, for everything someone waits for (a code, a link),
   * is never delayed by it (decisions/0155).
   */
  lane?: 'bulk';
}

/** The durable way out for every e-mail and SMS: queued in PostgreSQL, sent and retried by a worker. */
export interface Deliveries {
  email(email: OutgoingEmail, options?: EnqueueOptions): Promise<void>;
  sms(to: string, text: string, options?: EnqueueOptions): Promise<void>;
}
