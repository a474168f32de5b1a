import { createTransport } from 'nodemailer';
import { headerText } from './headers.js';
import { type DeliveryCause, DeliveryError, type Mailer, type OutgoingEmail } from './ports.js';

/** One bare address: nothing that could end it, start another, or break the line. */
const PLAIN_ADDRESS = /^[^\s@<>,;:"()[\]\\]+@[^\s@<>,;:"()[\]\\]+$/;

/**
 * A pool of SMTP connections (the bulk lane): `size` connections kept open, each sending up to
 * MESSAGES_PER_CONNECTION messages before it is opened anew, all together at most `perSecond` messages a
 * second (the provider's limit): nodemailer's own rate limit. `windowMs` is the window those messages are
 * counted in: a second, which tests widen to count what leaves without reading a clock.
 */
export interface SmtpPool {
  size: number;
  perSecond: number;
  windowMs?: number;
}
const MESSAGES_PER_CONNECTION = 100;

/**
 * E-mail over SMTP (nodemailer): `smtp://user:password@host:587` (STARTTLS when offered) or `smtps://…:465`.
 * Without a pool, a connection a message: codes never wait for a busy connection (decisions/0155).
 */
export class SmtpMailer implements Mailer {
  private readonly transport: ReturnType<typeof createTransport>;

  constructor(
    url: string,
    private readonly from: string,
    pool?: SmtpPool,
  ) {
    // Short timeouts: a caller waits for the hand-over (a resend answers whether the code left).
    const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
    this.transport = pool
      ? createTransport({
          url,
          ...timeouts,
          pool: true,
          maxConnections: pool.size,
          maxMessages: MESSAGES_PER_CONNECTION,
          rateLimit: pool.perSecond,
          rateDelta: pool.windowMs ?? 1_000,
        })
      : createTransport({ url, ...timeouts });
  }

  async send(email: OutgoingEmail): Promise<void> {
    try {
      // Header values are made one-line here too, whoever built them: nothing can add a header.
      const { replyTo, attachments, ...rest } = email;
      await this.transport.sendMail({
        from: this.from,
        ...rest,
        ...(attachments
          ? {
              attachments: attachments.map((file) => ({
                filename: headerText(file.filename, 120),
                contentType: file.contentType,
                content: Buffer.from(file.contentBase64, 'base64'),
              })),
            }
          : {}),
        subject: headerText(email.subject, 998),
        ...(replyTo && PLAIN_ADDRESS.test(replyTo.address)
          ? { replyTo: { name: headerText(replyTo.name), address: replyTo.address } }
          : {}),
      });
    } catch (error) {
      const { responseCode, code, syscall } = error as {
        responseCode?: unknown;
        code?: unknown;
        syscall?: unknown;
      };
      throw new DeliveryError(
        `the SMTP server did not take the e-mail${responseCode ? ` (reply ${responseCode})` : ''}`,
        smtpCause(code, responseCode, syscall),
      );
    }
  }

  close(): void {
    this.transport.close();
  }
}

/** nodemailer's error codes, as the operator reads them. */
function smtpCause(code: unknown, responseCode: unknown, syscall: unknown): DeliveryCause {
  if (code === 'EAUTH' || responseCode === 535 || responseCode === 530) return 'authentication';
  if (code === 'ETIMEDOUT' || code === 'ETIMEOUT') return 'timeout';
  // A socket that could not even connect (ECONNREFUSED behind nodemailer's ESOCKET), or a name unknown.
  if (code === 'ECONNECTION' || code === 'EDNS' || syscall === 'connect') return 'unreachable';
  if (code === 'ESOCKET') return 'timeout';
  return 'refused';
}
