import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { privacyConsents, privacyTemplates } from '../../db/schema.js';
import type { PrivacyTemplateRow } from './queries.js';

/** The newest template versions, of one type or of every type, drafts and withdrawn ones included. */
export function latestTemplates(db: Db, limit: number, type?: string): Promise<PrivacyTemplateRow[]> {
  return db
    .select()
    .from(privacyTemplates)
    .where(type === undefined ? undefined : eq(privacyTemplates.type, type))
    .orderBy(asc(privacyTemplates.type), desc(privacyTemplates.id))
    .limit(limit);
}

/** A new version, unless its type has one with this template ID already (then undefined). */
export async function insertTemplate(
  db: Db,
  values: typeof privacyTemplates.$inferInsert,
): Promise<PrivacyTemplateRow | undefined> {
  const [row] = await db.insert(privacyTemplates).values(values).onConflictDoNothing().returning();
  return row;
}

export async function templateTypeOf(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ type: privacyTemplates.type })
    .from(privacyTemplates)
    .where(eq(privacyTemplates.id, id));
  return row?.type;
}

/**
 * Every version of a type, locked until the transaction ends: two publications or withdrawals of one type
 * take turns, and the second sees what the first made current.
 */
export function lockVersions(db: Db, type: string): Promise<PrivacyTemplateRow[]> {
  return db.select().from(privacyTemplates).where(eq(privacyTemplates.type, type)).for('update');
}

export async function updateTemplate(
  db: Db,
  id: number,
  values: Partial<Pick<PrivacyTemplateRow, 'current' | 'publishedAt' | 'withdrawnAt'>>,
): Promise<PrivacyTemplateRow> {
  const [row] = await db.update(privacyTemplates).set(values).where(eq(privacyTemplates.id, id)).returning();
  if (!row) throw new Error(`privacy template ${id} not updated`);
  return row;
}

/** Makes no version of the type current (before another one is made so). */
export async function clearCurrent(db: Db, type: string): Promise<void> {
  await db
    .update(privacyTemplates)
    .set({ current: false })
    .where(and(eq(privacyTemplates.type, type), eq(privacyTemplates.current, true)));
}

/** How the clients answered a version: `answered` of them, and per consent key how many gave or refused it. */
export interface VersionAnswers {
  answered: number;
  answers: Record<string, { given: number; refused: number }>;
}

/**
 * Each version's answers (keyed `type/templateId`), counting each client's latest answer to that version
 * only: a client who changed their mind is counted once, as they answered last.
 */
export async function answersPerVersion(db: Db, type?: string): Promise<Map<string, VersionAnswers>> {
  const ofType = type === undefined ? sql`` : sql`where ${privacyConsents.type} = ${type}`;
  const result = await db.execute(sql`
    with latest as (
      select distinct on (${privacyConsents.userId}, ${privacyConsents.type}, ${privacyConsents.templateId})
        ${privacyConsents.type} as type, ${privacyConsents.templateId} as template_id,
        ${privacyConsents.values} as answers
      from ${privacyConsents} ${ofType}
      order by ${privacyConsents.userId}, ${privacyConsents.type}, ${privacyConsents.templateId},
        ${privacyConsents.createdAt} desc, ${privacyConsents.id} desc
    )
    select type, template_id, null as key, count(*)::int as given, 0 as refused
      from latest group by type, template_id
    union all
    select type, template_id, kv.key, count(*) filter (where kv.value = 'S')::int,
        count(*) filter (where kv.value = 'N')::int
      from latest cross join lateral jsonb_each_text(latest.answers) as kv
      group by type, template_id, kv.key`);
  const versions = new Map<string, VersionAnswers>();
  // Rows as node-postgres returns them; the row without a key holds how many answered.
  for (const row of (result as { rows: AnswerRow[] }).rows) {
    const key = `${row.type}/${row.template_id}`;
    const version = versions.get(key) ?? { answered: 0, answers: {} };
    if (row.key === null) version.answered = row.given;
    else version.answers[row.key] = { given: row.given, refused: row.refused };
    versions.set(key, version);
  }
  return versions;
}

interface AnswerRow {
  type: string;
  template_id: string;
  key: string | null;
  given: number;
  refused: number;
}
