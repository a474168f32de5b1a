import {
  type AdminLoginMessage,
  type AuditAction,
  type ClientFilter,
  type ClientFilterChoices,
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
import { branchExists, filterChoices } from '../accounts/index.js';
import { type Actor, insertAudit } from '../audit/index.js';
import {
  type AdminMessageRow,
  accountsChosenBy,
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

/** A message's filter as the contract writes it, or null when it has none. */
function filterOf(row: AdminMessageRow): ClientFilter | null {
  if (row.filterBranch === null && row.filterProduct === null) return null;
  return {
    ...(row.filterBranch === null ? {} : { branch: row.filterBranch }),
    ...(row.filterProduct === null ? {} : { product: row.filterProduct }),
  };
}

/** The audience's filter, its sides null when not given; null for 'all' and a list. */
function filterIn(audience: NewLoginMessage['audience'] | undefined) {
  if (audience === undefined || audience === 'all' || Array.isArray(audience)) return null;
  return { branch: audience.filter.branch ?? null, product: audience.filter.product ?? null };
}

function messageView(row: AdminMessageRow): AdminLoginMessage {
  const filter = filterOf(row);
  return {
    id: row.id,
    titolo: row.titolo,
    testo: row.testo,
    mostraSempre: row.mostraSempre,
    audience: row.forEveryone ? 'all' : filter ? 'filter' : 'listed',
    recipients: row.recipients,
    filter,
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

  /** What a message's filter may choose among: the same choices as the bulk invitations'. */
  filterChoices(): Promise<ClientFilterChoices> {
    return filterChoices(this.deps.db);
  }

  /**
   * The message as create would store it, and what would be refused or taken out of it: the tags and
   * attributes the sanitizer drops, the links it empties, the listed user IDs that name nobody, how many
   * accounts a filter chooses now. Writes nothing.
   */
  async preview(input: Pick<NewLoginMessage, 'testo'> & { audience?: NewLoginMessage['audience'] }) {
    const { db } = this.deps;
    const listed = Array.isArray(input.audience) ? [...new Set(input.audience)] : [];
    const unknownUsers = await unknownUserCodes(db, listed, MAX_UNKNOWN_LISTED);
    const filter = filterIn(input.audience);
    if (filter) await this.assertBranch(db, filter.branch);
    const filterAccounts = filter ? await accountsChosenBy(db, filter) : null;
    return { ...previewMessageHtml(input.testo), unknownUsers, filterAccounts } satisfies Omit<
      LoginMessagePreview,
      'status'
    >;
  }

  /** A draft, its HTML cleaned; for everyone, or for the users of the listed user codes (each must exist). */
  async create(actor: Actor, input: NewLoginMessage): Promise<AdminLoginMessage> {
    const now = this.deps.clock.now();
    const testo = sanitizeMessageHtml(input.testo);
    if (!testo) throw new AppError(ErrorCode.MESSAGE_EMPTY);
    const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
    if (expiresAt && expiresAt <= now) throw new AppError(ErrorCode.MESSAGE_EXPIRED);
    const listed = Array.isArray(input.audience) ? [...new Set(input.audience)] : null;
    const filter = filterIn(input.audience);
    return this.deps.db.transaction(async (tx) => {
      if (filter) await this.assertBranch(tx, filter.branch);
      const id = await insertMessage(tx, {
        titolo: input.titolo,
        testo,
        mostraSempre: input.mostraSempre,
        forEveryone: input.audience === 'all',
        filterBranch: filter?.branch ?? null,
        filterProduct: filter?.product ?? null,
        createdAt: now,
        publishedAt: null,
        expiresAt,
      });
      // An unknown code undoes the whole message: the agency corrects its list and sends it again.
      if (listed && (await addRecipients(tx, id, listed)) !== listed.length) {
        throw new AppError(ErrorCode.MESSAGE_UNKNOWN_RECIPIENT);
      }
      const detail: Record<string, string> = {
        titolo: input.titolo,
        audience: listed ? `${listed.length} listed` : filter ? 'filter' : 'all',
      };
      if (filter?.branch) detail.branch = filter.branch;
      if (filter?.product) detail.product = filter.product;
      await this.audit(tx, actor, 'message.create', id, detail);
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

  /** A filter's branch must be one of the feed's (a product need not: the preview says how many it finds). */
  private async assertBranch(db: Db, branch: string | null): Promise<void> {
    if (branch !== null && !(await branchExists(db, branch))) {
      throw new AppError(ErrorCode.MESSAGE_UNKNOWN_BRANCH);
    }
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
