import { desc } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { auditLog } from '../../db/schema.js';

export type AuditRecord = typeof auditLog.$inferInsert;

/** Written in the caller's transaction, so an act and its record stand or fall together. */
export async function insertAudit(db: Db, entry: AuditRecord): Promise<void> {
  await db.insert(auditLog).values(entry);
}

export function latestAudit(db: Db, limit: number) {
  return db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(limit);
}
