import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { outbox } from '../db/schema.js';
import type { Clock } from '../shared/clock.js';
import type { Mailer, OutgoingEmail, SmsSender } from './ports.js';

/** Where the outbox says what it kept: one line per message, never its text (codes and links are in it). */
export interface DeliveryLog {
  info(fields: Record<string, unknown>, message: string): void;
}

/** Enough of a recipient to tell messages apart in a log: `a***@example.it`, `+39*******567`. */
export function maskRecipient(recipient: string): string {
  const at = recipient.indexOf('@');
  if (at > 0) return `${recipient[0]}***${recipient.slice(at)}`;
  return recipient.length > 6
    ? `${recipient.slice(0, 3)}${'*'.repeat(recipient.length - 6)}${recipient.slice(-3)}`
    : '***';
}

type Channel = (typeof outbox.$inferInsert)['channel'];

/**
 * Keeps messages in the database instead of sending them, when no SMTP server or SMS gateway is
 * configured: registration can be tried on a laptop, reading the codes at GET /dev/outbox.
 */
class Outbox {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: DeliveryLog,
  ) {}

  async keep(channel: Channel, recipient: string, subject: string | null, text: string): Promise<void> {
    await this.db.insert(outbox).values({ channel, recipient, subject, text, createdAt: this.clock.now() });
    this.log.info(
      { channel, to: maskRecipient(recipient), ...(subject ? { subject } : {}) },
      'message kept in the outbox (GET /dev/outbox)',
    );
  }
}

export class OutboxMailer implements Mailer {
  private readonly outbox: Outbox;
  constructor(db: Db, clock: Clock, log: DeliveryLog) {
    this.outbox = new Outbox(db, clock, log);
  }
  send(email: OutgoingEmail): Promise<void> {
    return this.outbox.keep('email', email.to, email.subject, email.text);
  }
}

export class OutboxSmsSender implements SmsSender {
  private readonly outbox: Outbox;
  constructor(db: Db, clock: Clock, log: DeliveryLog) {
    this.outbox = new Outbox(db, clock, log);
  }
  send(to: string, text: string): Promise<void> {
    return this.outbox.keep('sms', to, null, text);
  }
}

/** The outbox newest first, optionally only the messages to one recipient (e-mail in any case). */
export async function listOutbox(db: Db, options: { to?: string; limit: number }) {
  const rows = await db
    .select()
    .from(outbox)
    .where(options.to ? eq(sql`lower(${outbox.recipient})`, options.to.toLowerCase()) : undefined)
    .orderBy(desc(outbox.id))
    .limit(options.limit);
  return rows.map((row) => ({
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    time: row.createdAt.toISOString(),
  }));
}
