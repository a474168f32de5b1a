import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { privacyTemplates } from '../../db/schema.js';
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
