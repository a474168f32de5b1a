import { z } from 'zod';

/**
 * The settings of e-mail (docs/configuration.md): the SMTP server, the sender, and the bulk lane's pool of
 * connections and rate (decisions/0155).
 */
export const mailSettings = {
  /** SMTP server for e-mail (`smtp://user:pass@host:587`, `smtps://…:465`); unset: the outbox (docs/configuration.md). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'an smtp:// or smtps:// address')
    .optional(),
  /**
   * The bulk lane's SMTP connections (invitations in bulk, an import's notices), kept open and used together;
   * codes go on connections of their own (decisions/0155).
   */
  SMTP_POOL_SIZE: z.coerce
    .number({ error: 'a whole number of connections, 1 to 50' })
    .int('a whole number of connections, 1 to 50')
    .min(1, 'a whole number of connections, 1 to 50')
    .max(50, 'a whole number of connections, 1 to 50')
    .default(5),
  /** Bulk e-mails a second this instance sends at most, its provider's limit (1 to 1000). */
  SMTP_BULK_RATE: z.coerce
    .number({ error: 'e-mails a second, 1 to 1000' })
    .int('e-mails a second, a whole number from 1 to 1000')
    .min(1, 'e-mails a second, a whole number from 1 to 1000')
    .max(1_000, 'e-mails a second, a whole number from 1 to 1000')
    .default(40),
  /** The sender of every e-mail. */
  MAIL_FROM: z
    .string()
    .regex(/^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, 'an address, or "Name <address>"')
    .default('Area Clienti <no-reply@area-clienti.local>'),
};

/** ConfigError's shape, without importing config.ts (which imports this). */
type Refuse = (message: string) => Error;

/**
 * The pool's first message on each connection leaves without waiting for the rate (nodemailer gates a
 * connection's next message, not its first): more connections than messages a second would exceed it.
 */
export function checkMailSettings(
  data: { SMTP_POOL_SIZE: number; SMTP_BULK_RATE: number },
  refuse: Refuse = (message) => new Error(message),
): void {
  if (data.SMTP_POOL_SIZE > data.SMTP_BULK_RATE) {
    throw refuse(
      `Invalid configuration — SMTP_POOL_SIZE (${data.SMTP_POOL_SIZE}) is more than SMTP_BULK_RATE ` +
        `(${data.SMTP_BULK_RATE}): each connection's first e-mail would go beyond the rate; at most one connection an e-mail a second`,
    );
  }
}
