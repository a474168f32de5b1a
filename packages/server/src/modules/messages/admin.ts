import {
  type AdminLoginMessage,
  type AuditAction,
  contentDates,
  ErrorCode,
  type LoginMessagePreview,
  MAX_UNKNOWN_LISTED,
  type NewLoginMessage,
} from '@area-clienti/contract';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import { type ContentAct, runContentAct } from '../../shared/content-lifecycle.js';
import { AppError } from '../../shared/errors.js';
import { type Actor, insertAudit } from '../audit/index.js';
import {
  type AdminMessageRow,
  addRecipients,
  insertMessage,
  latestMessages,
  lockMessage,
  setMessageDates,
  unknownUserCodes,
} from './admin-queries.js';
import { previewMessageHtml, sanitizeMessageHtml } from './html.js';

/** How many messages the agency's list shows, newest first. */
const LISTED = 500;

function messageView(row: AdminMessageRow): AdminLoginMessage {
  return {
    id: row.id,
    titolo: row.titolo,
    testo: row.testo,
    mostraSempre: row.mostraSempre,
    audience: row.forEveryone ? 'all' : 'listed',
    recipients: row.recipients,
    ...contentDates(row),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    shown: row.shown,
    confirmed: row.confirmed,
  };
}

/**
 * The agency's login messages (issue 9): written as drafts, published, withdrawn. Every act is recorded in
 * the audit log with who did it, in the same transaction as the act (docs/decisions/0047).
 */
export class LoginMessageAdmin {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  async list(): Promise<AdminLoginMessage[]> {
    return (await latestMessages(this.deps.db, LISTED)).map(messageView);
  }

  /**
   * The message as create would store it, and what would be refused or taken out of it: the tags and
   * attributes the sanitizer drops, the links it empties, the listed user IDs that name nobody. Writes nothing.
   */
  async preview(input: Pick<NewLoginMessage, 'testo'> & { audience?: NewLoginMessage['audience'] }) {
    const listed =
      input.audience === undefined || input.audience === 'all' ? [] : [...new Set(input.audience)];
    const unknownUsers = await unknownUserCodes(this.deps.db, listed, MAX_UNKNOWN_LISTED);
    return { ...previewMessageHtml(input.testo), unknownUsers } satisfies Omit<LoginMessagePreview, 'status'>;
  }

  /** A draft, its HTML cleaned; for everyone, or for the users of the listed user codes (each must exist). */
  async create(actor: Actor, input: NewLoginMessage): Promise<AdminLoginMessage> {
    const now = this.deps.clock.now();
    const testo = sanitizeMessageHtml(input.testo);
    if (!testo) throw new AppError(ErrorCode.MESSAGE_EMPTY);
    const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
    if (expiresAt && expiresAt <= now) throw new AppError(ErrorCode.MESSAGE_EXPIRED);
    const listed = input.audience === 'all' ? null : [...new Set(input.audience)];
    return this.deps.db.transaction(async (tx) => {
      const id = await insertMessage(tx, {
        titolo: input.titolo,
        testo,
        mostraSempre: input.mostraSempre,
        forEveryone: listed === null,
        createdAt: now,
        publishedAt: null,
        expiresAt,
      });
      // An unknown code undoes the whole message: the agency corrects its list and sends it again.
      if (listed && (await addRecipients(tx, id, listed)) !== listed.length) {
        throw new AppError(ErrorCode.MESSAGE_UNKNOWN_RECIPIENT);
      }
      const audience = listed ? `${listed.length} listed` : 'all';
      await this.audit(tx, actor, 'message.create', id, { titolo: input.titolo, audience });
      return this.viewOf(tx, id);
    });
  }

  /** Shows a draft from now on. */
  publish(actor: Actor, id: number): Promise<AdminLoginMessage> {
    return this.act(actor, id, 'publish');
  }

  /** Shows a message no more (a draft is discarded); for good: a withdrawn message is not published again. */
  withdraw(actor: Actor, id: number): Promise<AdminLoginMessage> {
    return this.act(actor, id, 'withdraw');
  }

  private act(actor: Actor, id: number, act: ContentAct): Promise<AdminLoginMessage> {
    return runContentAct(
      this.deps.db,
      { id, act, now: this.deps.clock.now() },
      {
        lock: async (tx) => {
          const row = await lockMessage(tx, id);
          return row && { row };
        },
        apply: async (tx, { row }, act, now) => {
          if (act === 'publish' && row.expiresAt && row.expiresAt <= now) {
            throw new AppError(ErrorCode.MESSAGE_EXPIRED);
          }
          await setMessageDates(tx, id, act === 'publish' ? { publishedAt: now } : { withdrawnAt: now });
          return this.viewOf(tx, id);
        },
        record: (tx, { row }) => this.audit(tx, actor, `message.${act}`, id, { titolo: row.titolo }),
      },
    );
  }

  private async viewOf(tx: Db, id: number): Promise<AdminLoginMessage> {
    const row = await lockMessage(tx, id);
    if (!row) throw new Error(`login message ${id} vanished in its own transaction`);
    return messageView(row);
  }

  private audit(tx: Db, actor: Actor, action: AuditAction, id: number, detail: Record<string, string>) {
    return insertAudit(tx, { at: this.deps.clock.now(), actor, action, target: `message:${id}`, detail });
  }
}
