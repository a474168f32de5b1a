import {
  type AdminPrivacyTemplate,
  type AuditAction,
  contentDates,
  contentStateOf,
  ErrorCode,
  type NewPrivacyTemplate,
} from '@area-clienti/contract';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import { type ContentAct, runContentAct } from '../../shared/content-lifecycle.js';
import { AppError } from '../../shared/errors.js';
import { type Actor, insertAudit } from '../audit/index.js';
import type { PrivacyTemplateRow } from './queries.js';
import {
  answersPerVersion,
  clearCurrent,
  insertTemplate,
  latestTemplates,
  lockVersions,
  templateTypeOf,
  updateTemplate,
  type VersionAnswers,
} from './template-queries.js';

/** How many versions the agency's list shows. */
const LISTED = 500;

const NO_ANSWERS: VersionAnswers = { answered: 0, answers: {} };

function templateView(row: PrivacyTemplateRow, answers = NO_ANSWERS): AdminPrivacyTemplate {
  return {
    id: row.id,
    type: row.type,
    templateID: row.templateId,
    items: row.items,
    current: row.current,
    ...contentDates(row),
    ...answers,
  };
}

/** The version a withdrawal hands the type back to: the latest published one not withdrawn, if any. */
function latestInForce(versions: PrivacyTemplateRow[]): PrivacyTemplateRow | undefined {
  const candidates = versions.filter((v) => contentStateOf(v) === 'published');
  return candidates.sort(
    (a, b) => (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0) || b.id - a.id,
  )[0];
}

/** A draft becomes the version in force of its type. */
async function publishVersion(tx: Db, version: PrivacyTemplateRow, now: Date): Promise<PrivacyTemplateRow> {
  await clearCurrent(tx, version.type);
  return updateTemplate(tx, version.id, { current: true, publishedAt: now });
}

/** A version is out for good; when it was in force, the latest published one before it is again. */
async function withdrawVersion(
  tx: Db,
  version: PrivacyTemplateRow,
  versions: PrivacyTemplateRow[],
  now: Date,
): Promise<PrivacyTemplateRow> {
  const withdrawn = await updateTemplate(tx, version.id, { current: false, withdrawnAt: now });
  const successor = version.current ? latestInForce(versions.filter((v) => v.id !== version.id)) : undefined;
  if (successor) await updateTemplate(tx, successor.id, { current: true });
  return withdrawn;
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
    return this.withAnswers(await latestTemplates(this.deps.db, LISTED, type), type);
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
    return this.act(actor, id, 'publish');
  }

  /** Takes a version out for good (a draft is discarded); the current one hands over to the one before it. */
  withdraw(actor: Actor, id: number): Promise<AdminPrivacyTemplate> {
    return this.act(actor, id, 'withdraw');
  }

  private async act(actor: Actor, id: number, act: ContentAct): Promise<AdminPrivacyTemplate> {
    const done = await runContentAct(
      this.deps.db,
      { id, act, now: this.deps.clock.now() },
      {
        // Every version of the type is locked: publishing or withdrawing one moves "current" among them.
        lock: async (tx) => {
          const type = await templateTypeOf(tx, id);
          const versions = type === undefined ? [] : await lockVersions(tx, type);
          const row = versions.find((v) => v.id === id);
          return row && { row, versions };
        },
        apply: (tx, { row, versions }, act, now) =>
          act === 'publish' ? publishVersion(tx, row, now) : withdrawVersion(tx, row, versions, now),
        record: (tx, _locked, done) => this.audit(tx, actor, `template.${act}`, done),
      },
    );
    const [view] = await this.withAnswers([done], done.type);
    if (!view) throw new Error(`privacy template ${id} vanished after its ${act}`);
    return view;
  }

  /** The versions as the agency lists them, with how their clients answered (of one type, or of all). */
  private async withAnswers(rows: PrivacyTemplateRow[], type?: string): Promise<AdminPrivacyTemplate[]> {
    const answers = await answersPerVersion(this.deps.db, type);
    return rows.map((row) => templateView(row, answers.get(`${row.type}/${row.templateId}`)));
  }

  private audit(tx: Db, actor: Actor, action: AuditAction, row: PrivacyTemplateRow) {
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
