import type { ClaimDeskStatus, ClaimReportKind } from '@area-clienti/contract';
import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { claimReports, clients, users } from '../../db/schema.js';
import { AGENCY_WIDE, type StaffScope } from '../../shared/staff-scope.js';
import { clientInScope } from '../profile/index.js';

/** The console's list filters, resolved: `assigneeId` null means nobody's. */
export interface DeskFilter {
  status?: ClaimDeskStatus | undefined;
  assigneeId?: number | null | undefined;
  kind?: ClaimReportKind | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** Only the reports whose client's messages wait for the branch. */
  awaitingBranch?: true | undefined;
  /** The caller's scope: a branch's staff see their clients' reports (decisions/0158). */
  scope?: StaffScope | undefined;
}

/**
 * Reports sent to the agency, newest first (`feedSeq`), a page before `after`, filtered at the desk
 * (docs/decisions/0142): each filter walks its own index `(column, feed_seq)` from where the page starts;
 * each report with its client's name and agency id and its account's user ID, in the same query.
 */
export function deskReportsPage(db: Db, filter: DeskFilter, page: { after?: number; limit: number }) {
  const { status, assigneeId, kind, from, to, awaitingBranch } = filter;
  return db
    .select({
      report: claimReports,
      userCode: users.userCode,
      nome: clients.nome,
      cognome: clients.cognome,
      agencyId: clients.agencyId,
      removedAt: clients.removedAt,
    })
    .from(claimReports)
    .innerJoin(users, eq(users.id, claimReports.userId))
    .innerJoin(clients, eq(clients.id, claimReports.clientId))
    .where(
      and(
        // Drafts have no feed_seq, and a walk newest first meets its nulls first: they are stepped over.
        isNotNull(claimReports.feedSeq),
        status === undefined
          ? inArray(claimReports.state, ['sent', 'linked'])
          : eq(claimReports.deskStatus, status),
        assigneeId === undefined
          ? undefined
          : assigneeId === null
            ? isNull(claimReports.assigneeId)
            : eq(claimReports.assigneeId, assigneeId),
        kind === undefined ? undefined : eq(claimReports.kind, kind),
        from === undefined ? undefined : gte(claimReports.eventDate, from),
        to === undefined ? undefined : lte(claimReports.eventDate, to),
        awaitingBranch ? isNotNull(claimReports.clientWroteAt) : undefined,
        clientInScope(filter.scope ?? AGENCY_WIDE, claimReports.clientId),
        page.after === undefined ? undefined : lt(claimReports.feedSeq, page.after),
      ),
    )
    .orderBy(desc(narrowRange(filter) ? sql`${claimReports.feedSeq} + 0` : claimReports.feedSeq))
    .limit(page.limit);
}

const DAY_MS = 86_400_000;
/** A range of event dates this short is read through its own index, then sorted (at most a year's reports). */
const NARROW_RANGE_DAYS = 366;

/**
 * Event dates follow the sending order (an accident is reported within days), which the planner cannot
 * know: asked for a month five years ago newest first, it walks the `feed_seq` index from today expecting
 * a match every few rows, and reads half the table. Ordered by `feed_seq + 0` (the same order, no index
 * for it), a bounded range of at most a year is read through `(event_date, feed_seq)` and its few
 * thousand rows sorted (docs/decisions/0142).
 */
function narrowRange({ from, to }: DeskFilter) {
  if (from === undefined || to === undefined) return false;
  return (Date.parse(to) - Date.parse(from)) / DAY_MS <= NARROW_RANGE_DAYS;
}

/** The plan of a page of the list as run (the benchmark prints it): which index each filter walks, its rows. */
export async function deskPagePlan(db: Db, filter: DeskFilter): Promise<string[]> {
  const result = await db.execute(
    sql`explain (analyze, timing off, summary off) ${deskReportsPage(db, filter, { limit: 51 })}`,
  );
  return (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows.map((row) => row['QUERY PLAN']);
}
