import type { AuditFilter } from '@area-clienti/contract';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { auditLog } from '../../db/schema.js';

export type AuditRecord = typeof auditLog.$inferInsert;
export type AuditRow = typeof auditLog.$inferSelect;

/** Written in the caller's transaction, so an act and its record stand or fall together. */
export async function insertAudit(db: Db, entry: AuditRecord): Promise<void> {
  await db.insert(auditLog).values(entry);
}

/** The agency's days are Italy's: a filter's `from` and `to` days start and end at midnight in Rome. */
const startOfDay = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone 'Europe/Rome')`;

function filterOf(filter: AuditFilter): SQL | undefined {
  return and(
    filter.actor ? eq(auditLog.actor, filter.actor) : undefined,
    filter.target ? eq(auditLog.target, filter.target) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.from ? sql`${auditLog.at} >= ${startOfDay(filter.from)}` : undefined,
    filter.to ? sql`${auditLog.at} < ${startOfDay(filter.to, 1)}` : undefined,
  );
}

/**
 * The log's entries that pass the filter, newest first (by time, then id), a page at a time after the entry
 * `afterId`: the key is the entry's own (time, id), so each filter and a range of days are walked by an
 * index from where the page starts, however far back (decisions/0118). An entry `afterId` that is not
 * there answers an empty page.
 */
export function auditPage(db: Db, filter: AuditFilter, page: { afterId?: number; limit: number }) {
  const after =
    page.afterId === undefined
      ? undefined
      : sql`(${auditLog.at}, ${auditLog.id}) < (select a.at, a.id from audit_log a where a.id = ${page.afterId})`;
  return db
    .select()
    .from(auditLog)
    .where(and(filterOf(filter), after))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(page.limit);
}

/** The newest act of this kind, of anyone (the go-live checklist's test e-mail and SMS). */
export async function lastOfAction(db: Db, action: string): Promise<AuditRow | undefined> {
  const [row] = await auditPage(db, { action: action as AuditFilter['action'] }, { limit: 1 });
  return row;
}
