import {
  type AdminPrivacyTemplate,
  contentDates,
  contentStateOf,
  ErrorCode,
  type NewPrivacyTemplate,
} from '@area-clienti/contract';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import { AppError, notFound } from '../../shared/errors.js';
import { type Actor, insertAudit } from '../audit/index.js';
import type { PrivacyTemplateRow } from './queries.js';
import {
  clearCurrent,
  insertTemplate,
  latestTemplates,
  lockVersions,
  templateTypeOf,
  updateTemplate,
} from './template-queries.js';

/** How many versions the agency's list shows. */
const LISTED = 500;

function templateView(row: PrivacyTemplateRow): AdminPrivacyTemplate {
  return {
    id: row.id,
    type: row.type,
    templateID: row.templateId,
    items: row.items,
    current: row.current,
    ...contentDates(row),
  };
}

/** The version a withdrawal hands the type back to: the latest published one not withdrawn, if any. */
function latestInForce(versions: PrivacyTemplateRow[]): PrivacyTemplateRow | undefined {
  const candidates = versions.filter((v) => contentStateOf(v) === 'published');
  return candidates.sort(
    (a, b) => (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0) || b.id - a.id,
  )[0];
}

/**
 * The agency's privacy template versions (issue 9). The current version of a type is the one every client
 * is asked to consent to (a pending privacy update until they do): publishing a draft makes it current,
 * withdrawing the current one hands that back to the latest published version not withdrawn, or to none.
 * Every act is in the audit log, in the same transaction (docs/decisions/0047).
 */
export class PrivacyTemplateAdmin {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  async list(type?: string): Promise<AdminPrivacyTemplate[]> {
    return (await latestTemplates(this.deps.db, LISTED, type)).map(templateView);
  }

  /** A draft version: asked of nobody until published. */
  create(actor: Actor, input: NewPrivacyTemplate): Promise<AdminPrivacyTemplate> {
    const now = this.deps.clock.now();
    const items = Object.fromEntries(
      Object.entries(input.items).filter((entry): entry is [string, string] => Boolean(entry[1])),
    );
    return this.deps.db.transaction(async (tx) => {
      const row = await insertTemplate(tx, {
        type: input.type,
        templateId: input.templateID,
        items,
        current: false,
        createdAt: now,
        publishedAt: null,
      });
      if (!row) throw new AppError(ErrorCode.TEMPLATE_DUPLICATE);
      await this.audit(tx, actor, 'template.create', row);
      return templateView(row);
    });
  }

  /** Makes a draft the version in force of its type: a pending update for every client until they answer it. */
  publish(actor: Actor, id: number): Promise<AdminPrivacyTemplate> {
    return this.act(actor, id, 'publish', async (tx, version, now) => {
      if (contentStateOf(version) !== 'draft') throw new AppError(ErrorCode.CONTENT_STATE);
      await clearCurrent(tx, version.type);
      return updateTemplate(tx, id, { current: true, publishedAt: now });
    });
  }

  /** Takes a version out for good (a draft is discarded); the current one hands over to the one before it. */
  withdraw(actor: Actor, id: number): Promise<AdminPrivacyTemplate> {
    return this.act(actor, id, 'withdraw', async (tx, version, now, versions) => {
      if (contentStateOf(version) === 'withdrawn') throw new AppError(ErrorCode.CONTENT_STATE);
      const withdrawn = await updateTemplate(tx, id, { current: false, withdrawnAt: now });
      const successor = version.current ? latestInForce(versions.filter((v) => v.id !== id)) : undefined;
      if (successor) await updateTemplate(tx, successor.id, { current: true });
      return withdrawn;
    });
  }

  private act(
    actor: Actor,
    id: number,
    act: 'publish' | 'withdraw',
    work: (
      tx: Db,
      version: PrivacyTemplateRow,
      now: Date,
      versions: PrivacyTemplateRow[],
    ) => Promise<PrivacyTemplateRow>,
  ): Promise<AdminPrivacyTemplate> {
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const type = await templateTypeOf(tx, id);
      const versions = type === undefined ? [] : await lockVersions(tx, type);
      const version = versions.find((v) => v.id === id);
      if (!version) throw notFound();
      const done = await work(tx, version, now, versions);
      await this.audit(tx, actor, `template.${act}`, done);
      return templateView(done);
    });
  }

  private audit(tx: Db, actor: Actor, action: string, row: PrivacyTemplateRow) {
    const target = `template:${row.type}/${row.templateId}`;
    return insertAudit(tx, {
      at: this.deps.clock.now(),
      actor,
      action,
      target,
      detail: { id: String(row.id) },
    });
  }
}
