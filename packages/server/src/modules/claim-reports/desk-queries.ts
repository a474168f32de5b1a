import type { ClaimDeskStatus, ClaimReportKind } from '@area-clienti/contract';
import { and, desc, eq, gte, inArray, isNull, lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { claimReports, clients, users } from '../../db/schema.js';

/** The console's list filters, resolved: `assigneeId` null means nobody's. */
export interface DeskFilter {
  status?: ClaimDeskStatus | undefined;
  assigneeId?: number | null | undefined;
  kind?: ClaimReportKind | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * Reports sent to the agency, newest first (`feedSeq`), a page before `after`, filtered at the desk
 * (docs/decisions/0142): each filter walks its own index `(column, feed_seq)` from where the page starts;
 * each report with its client's name and agency id and its account's user ID, in the same query.
 */
export function deskReportsPage(db: Db, filter: DeskFilter, page: { after?: number; limit: number }) {
  const { status, assigneeId, kind, from, to } = filter;
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
        page.after === undefined ? undefined : lt(claimReports.feedSeq, page.after),
      ),
    )
    .orderBy(desc(claimReports.feedSeq))
    .limit(page.limit);
}
