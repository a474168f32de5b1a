import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { preparedPerDb } from '../../db/prepared.js';
import { privacyConsents, privacyTemplates } from '../../db/schema.js';

export type PrivacyTemplateRow = typeof privacyTemplates.$inferSelect;
export type PrivacyConsentRow = typeof privacyConsents.$inferSelect;

/**
 * The template of a type: the given one, or the one in force (the current one). A draft is nobody's to read
 * (docs/decisions/0047); a withdrawn version is, as the text of the consents given to it.
 */
export async function findTemplate(
  db: Db,
  type: string,
  templateId?: string,
): Promise<PrivacyTemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(privacyTemplates)
    .where(
      and(
        eq(privacyTemplates.type, type),
        templateId ? eq(privacyTemplates.templateId, templateId) : eq(privacyTemplates.current, true),
        isNotNull(privacyTemplates.publishedAt),
      ),
    )
    .orderBy(desc(privacyTemplates.createdAt), desc(privacyTemplates.id))
    .limit(1);
  return row;
}

/** The consents of a type in force for a user: the latest row (earlier ones stay for audit). */
export async function latestConsent(
  db: Db,
  userId: number,
  type: string,
): Promise<PrivacyConsentRow | undefined> {
  const [row] = await db
    .select()
    .from(privacyConsents)
    .where(and(eq(privacyConsents.userId, userId), eq(privacyConsents.type, type)))
    .orderBy(desc(privacyConsents.createdAt), desc(privacyConsents.id))
    .limit(1);
  return row;
}

export async function insertConsent(db: Db, row: typeof privacyConsents.$inferInsert): Promise<void> {
  await db.insert(privacyConsents).values(row);
}

const pendingTypesOfUser = preparedPerDb((db) =>
  db
    .select({ type: privacyTemplates.type })
    .from(privacyTemplates)
    .where(
      and(
        eq(privacyTemplates.current, true),
        sql`not exists (select 1 from ${privacyConsents} where ${privacyConsents.userId} = ${sql.placeholder('userId')}
          and ${privacyConsents.type} = ${privacyTemplates.type}
          and ${privacyConsents.templateId} = ${privacyTemplates.templateId})`,
      ),
    )
    .orderBy(privacyTemplates.type)
    .prepare('pending_privacy_types'),
);

/** Privacy types whose current template the user has not yet answered (getUserStatus's: prepared, decisions/0080). */
export async function pendingPrivacyTypes(db: Db, userId: number): Promise<string[]> {
  const rows = await pendingTypesOfUser(db).execute({ userId });
  return rows.map((row) => row.type);
}

/** Every consent row of the user, newest first, with the texts of the template it answered. */
export function consentHistoryOfUser(db: Db, userId: number) {
  return db
    .select({
      createdAt: privacyConsents.createdAt,
      type: privacyConsents.type,
      templateId: privacyConsents.templateId,
      values: privacyConsents.values,
      items: privacyTemplates.items,
    })
    .from(privacyConsents)
    .leftJoin(
      privacyTemplates,
      and(
        eq(privacyTemplates.type, privacyConsents.type),
        eq(privacyTemplates.templateId, privacyConsents.templateId),
      ),
    )
    .where(eq(privacyConsents.userId, userId))
    .orderBy(desc(privacyConsents.createdAt), desc(privacyConsents.id));
}
