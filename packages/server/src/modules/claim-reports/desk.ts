import {
  type AuditAction,
  type ClaimDesk,
  type ClaimDeskStatus,
  type ClaimReportDeskListRequest,
  ErrorCode,
} from '@area-clienti/contract';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../shared/clock.js';
import { AppError, notFound } from '../../shared/errors.js';
import { scopeOf } from '../../shared/staff-scope.js';
import { findUserById, type StaffAccount, staffAccounts, staffChoices } from '../accounts/index.js';
import { insertAudit } from '../audit/index.js';
import { claimsOfClient } from '../claims/index.js';
import { clientRecord } from '../profile/index.js';
import { type DeskFilter, deskReportsPage } from './desk-queries.js';
import { markReceivedWithEvent } from './follow.js';
import type { TellNews } from './news.js';
import { addEvent, type ClaimReportRow, eventsOf, lockReport, reportById, updateReport } from './queries.js';
import type { ReportFiles } from './staff.js';
import { toView } from './view.js';

/** Who acts at the desk: the staff member's account and user code. */
export interface DeskActor {
  userId: number;
  userCode: string;
  /** A branch's staff member's branch (decisions/0158): another branch's report is not found. */
  staffBranch?: string | null;
}

const deskState = () => new AppError(ErrorCode.CLAIMDESK_STATE);
const iso = (value: Date | null) => (value ? value.toISOString() : null);
const isSent = (row: ClaimReportRow) => row.state === 'sent' || row.state === 'linked';
const staffOf = (account: StaffAccount | undefined) =>
  account ? { userCode: account.userCode, name: account.email } : null;

/**
 * The agency's desk (issue 34 item 7, docs/decisions/0142): a sent report opened whole, assigned, taken in
 * charge, closed with a reason, linked to the agency's claim by hand; the list filtered. Every act is
 * audited in its transaction; taking in charge, closing and a link changed by hand are events the client's
 * timeline shows, each told to the client by e-mail in the same transaction (no personal data, decisions/0140);
 * the assignment, which the client does not see, is not. A draft and a missing report answer alike (NOTFOUND_001).
 */
export class ClaimReportDesk {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      applicationId: string;
      reportFiles: ReportFiles;
      tellNews: TellNews;
    },
  ) {}

  private staff(only?: Parameters<typeof staffAccounts>[2]) {
    return staffAccounts(this.deps.db, this.deps.applicationId, only);
  }

  /** The agency's staff, as the desk names them (the assignee filter, the assignment's choices). */
  async staffList() {
    return staffChoices(this.deps.db, this.deps.applicationId);
  }

  /** The list's filters, the assignee resolved to an account (an unknown colleague lists nothing). */
  async filterOf(actor: DeskActor, body: ClaimReportDeskListRequest): Promise<DeskFilter | null> {
    let assigneeId: number | null | undefined;
    if (body.assignee === 'me') assigneeId = actor.userId;
    else if (body.assignee === 'none') assigneeId = null;
    else if (body.assignee !== undefined) {
      const [account] = await this.staff({ userCode: body.assignee });
      if (!account) return null;
      assigneeId = account.id;
    }
    const { status, kind, from, to, awaitingBranch } = body;
    return { status, assigneeId, kind, from, to, awaitingBranch, scope: scopeOf(actor) };
  }

  /** A page of the list, with each report's desk status and assignee. */
  async page(filter: DeskFilter | null, page: { after?: number; limit: number }) {
    if (!filter) return { rows: [], assignees: new Map<number, ReturnType<typeof staffOf>>() };
    const rows = await deskReportsPage(this.deps.db, filter, page);
    const ids = [
      ...new Set(rows.flatMap(({ report }) => (report.assigneeId === null ? [] : [report.assigneeId]))),
    ];
    const accounts = await this.staff({ ids });
    const assignees = new Map(accounts.map((account) => [account.id, staffOf(account)]));
    return { rows, assignees };
  }

  /** A report's desk as the console shows it. */
  async deskOf(row: ClaimReportRow): Promise<ClaimDesk> {
    const [assignee] = row.assigneeId === null ? [] : await this.staff({ ids: [row.assigneeId] });
    return {
      status: deskStatusOf(row),
      assignee: staffOf(assignee),
      takenAt: iso(row.takenAt),
      takenBy: row.takenBy,
      closedAt: iso(row.closedAt),
      closedBy: row.closedBy,
      closeReason: row.closeReason,
      linkSource: row.linkSource,
      linkConfirmedBy: row.linkConfirmedBy,
      linkConfirmedAt: iso(row.linkConfirmedAt),
      clientWroteAt: iso(row.clientWroteAt),
    };
  }

  /** A sent report whole; opening it takes it in (like its PDF) and is audited. */
  async open(actor: DeskActor, reportId: string) {
    const { db, clock } = this.deps;
    const row = await reportById(db, reportId, scopeOf(actor));
    if (!row || !isSent(row)) throw notFound();
    const now = clock.now();
    const clientCode = (await findUserById(db, row.userId))?.userCode ?? '';
    await db.transaction(async (tx) => {
      await markReceivedWithEvent(tx, [row.id], now);
      await this.audit(tx, actor, 'claim-report.view', row, clientCode, now, {});
    });
    const fresh = (await reportById(db, reportId)) ?? row;
    const client = await clientRecord(db, row.clientId);
    const claims = await claimsOfClient(db, row.clientId);
    return {
      report: toView(fresh, await eventsOf(db, [row.id])),
      client: {
        name: client ? `${client.nome} ${client.cognome}` : '',
        userId: clientCode,
        clientId: client && !client.removedAt ? client.agencyId : null,
      },
      receivedAt: iso(fresh.receivedAt),
      desk: await this.deskOf(fresh),
      files: await this.deps.reportFiles(row.id),
      signatures: fresh.signatures.map((signature) => ({
        signer: signature.signer,
        userCode: signature.userCode,
        name: signature.name,
        at: signature.at,
        sha256: signature.sha256,
        channel: signature.channel,
        sentTo: signature.sentTo,
        ipAddress: signature.ipAddress,
        userAgent: signature.userAgent,
      })),
      claims: claims.map(({ sinistro }) => ({
        sinistroId: sinistro.sinistroID,
        numeroSinistro: sinistro.numeroSinistroNumCompagnia,
        numeroPolizza: sinistro.numeroPolizza,
        dataSinistro: sinistro.dataSinistro,
        stato: sinistro.statoDescr ?? sinistro.stato,
        matches: sinistro.dossierID === row.dossierId && sinistro.dataSinistro === row.eventDate,
      })),
      staff: await this.staffList(),
    };
  }

  /** Assigns the report to a staff account (or to nobody). */
  assign(actor: DeskActor, reportId: string, assigneeCode: string | null) {
    return this.act(actor, reportId, 'claim-report.assign', async (row, tx) => {
      if (row.closedAt) throw deskState();
      let assigneeId: number | null = null;
      if (assigneeCode !== null) {
        // A colleague of another branch would not see it (decisions/0158): not one to hand it to.
        const [account] = await this.staff({ userCode: assigneeCode, seeing: { clientId: row.clientId } });
        if (!account) throw new AppError(ErrorCode.CLAIMDESK_ASSIGNEE);
        assigneeId = account.id;
      }
      if (row.assigneeId === assigneeId) return null;
      await updateReport(tx, row.id, { assigneeId });
      return { assignee: assigneeCode ?? '' };
    });
  }

  /** Takes the report in charge: assigned to the caller when it was nobody's; the client sees it. */
  take(actor: DeskActor, reportId: string) {
    return this.act(actor, reportId, 'claim-report.take', async (row, tx, now) => {
      if (row.closedAt || row.takenAt) throw deskState();
      await updateReport(tx, row.id, {
        takenAt: now,
        takenBy: actor.userCode,
        ...(row.assigneeId === null ? { assigneeId: actor.userId } : {}),
      });
      await addEvent(tx, row.id, now, 'takenInCharge');
      await this.deps.tellNews(tx, row.id);
      return {};
    });
  }

  /** Closes the report with a reason the client reads. */
  close(actor: DeskActor, reportId: string, reason: string) {
    return this.act(actor, reportId, 'claim-report.close', async (row, tx, now) => {
      if (row.closedAt) throw deskState();
      await updateReport(tx, row.id, { closedAt: now, closedBy: actor.userCode, closeReason: reason });
      await addEvent(tx, row.id, now, 'closed', reason);
      await this.deps.tellNews(tx, row.id);
      return { reason };
    });
  }

  /**
   * Links the report to a claim of its client by hand, or confirms the automatic link (the same claim).
   * A link by hand is never replaced by the automatic one; a changed link is an event the client sees.
   */
  link(actor: DeskActor, reportId: string, sinistroId: number) {
    return this.act(actor, reportId, 'claim-report.link', async (row, tx, now) => {
      if (row.closedAt) throw deskState();
      const claims = await claimsOfClient(tx, row.clientId);
      const claim = claims.find(({ sinistro }) => sinistro.sinistroID === sinistroId)?.sinistro;
      if (!claim) throw new AppError(ErrorCode.CLAIMDESK_CLAIM);
      if (row.sinistroId === sinistroId && row.linkSource === 'staff') return null;
      const changed = row.sinistroId !== sinistroId;
      const numero = claim.numeroSinistroNumCompagnia;
      await updateReport(tx, row.id, {
        state: 'linked',
        sinistroId,
        numeroSinistro: numero,
        linkSource: 'staff',
        linkConfirmedBy: actor.userCode,
        linkConfirmedAt: now,
      });
      if (changed) {
        await addEvent(tx, row.id, now, 'claimLinked', numero ?? undefined);
        await this.deps.tellNews(tx, row.id);
      }
      return { claim: String(sinistroId), change: changed ? 'linked' : 'confirmed' };
    });
  }

  /** One act on one sent report, held for it, audited when it changed it; the desk after. */
  private async act(
    actor: DeskActor,
    reportId: string,
    action: AuditAction,
    work: (row: ClaimReportRow, tx: Db, now: Date) => Promise<Record<string, string> | null>,
  ): Promise<{ desk: ClaimDesk }> {
    const { db, clock } = this.deps;
    const now = clock.now();
    await db.transaction(async (tx) => {
      const row = await lockReport(tx, reportId, scopeOf(actor));
      if (!row || !isSent(row)) throw notFound();
      const detail = await work(row, tx, now);
      if (!detail) return;
      const clientCode = (await findUserById(tx, row.userId))?.userCode ?? '';
      await this.audit(tx, actor, action, row, clientCode, now, detail);
    });
    const row = await reportById(db, reportId);
    if (!row) throw notFound();
    return { desk: await this.deskOf(row) };
  }

  private audit(
    tx: Db,
    actor: DeskActor,
    action: AuditAction,
    row: ClaimReportRow,
    clientCode: string,
    at: Date,
    detail: Record<string, string>,
  ) {
    return insertAudit(tx, {
      at,
      actor: actor.userCode,
      action,
      target: clientCode || `claim-report:${row.id}`,
      detail: { report: row.id, ...detail },
    });
  }
}

/** Closed, taken in charge, else the report's state (sent or linked): the list's column, computed alike. */
export function deskStatusOf(row: ClaimReportRow): ClaimDeskStatus {
  if (row.closedAt) return 'closed';
  if (row.takenAt) return 'taken';
  return row.state === 'linked' ? 'linked' : 'sent';
}
