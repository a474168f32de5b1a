import type { Db } from '../../db/database.js';
import { sentReportsOfUser } from './requests-queries.js';

/** A sent report as "Le tue richieste" lists it (docs/decisions/0143): read here, never copied. */
export interface ReportAsRequest {
  reportId: string;
  /** closed: closed by the desk; answered: the branch wrote last; taken: in charge or linked to a claim. */
  state: 'sent' | 'taken' | 'answered' | 'closed';
  numeroPolizza: string;
  sentAt: Date;
  updatedAt: Date;
}

/** The user's sent claim reports, newest first: the thread's front door for the contact module's list. */
export async function reportsAsRequests(db: Db, userId: number): Promise<ReportAsRequest[]> {
  const rows = await sentReportsOfUser(db, userId);
  return rows.map((row) => ({
    reportId: row.reportId,
    state:
      row.deskStatus === 'closed'
        ? 'closed'
        : row.branchWrote && !row.clientWroteAt
          ? 'answered'
          : row.deskStatus === 'taken' || row.deskStatus === 'linked'
            ? 'taken'
            : 'sent',
    numeroPolizza: row.numeroPolizza,
    sentAt: row.sentAt ?? row.updatedAt,
    updatedAt: row.updatedAt,
  }));
}
