import {
  type ClaimReportEvent,
  type ClaimReportSummary,
  type ClaimReportView,
  DRAFT_RETENTION_DAYS,
} from '@area-clienti/contract';
import type { ClaimReportRow } from './queries.js';

const DAY_MS = 86_400_000;
const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The day a draft is deleted on: DRAFT_RETENTION_DAYS after its last change; none once signed. */
export const purgeOnOf = (row: Pick<ClaimReportRow, 'state' | 'updatedAt'>) =>
  row.state === 'draft' || row.state === 'signing'
    ? new Date(row.updatedAt.getTime() + DRAFT_RETENTION_DAYS * DAY_MS).toISOString().slice(0, 10)
    : null;

export function toSummary(row: ClaimReportRow): ClaimReportSummary {
  return {
    reportId: row.id,
    kind: row.kind,
    state: row.state,
    dossierId: row.dossierId ?? 0,
    numeroPolizza: row.numeroPolizza,
    prodotto: row.prodotto,
    eventDate: row.eventDate,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sentAt: iso(row.sentAt),
    purgeOn: purgeOnOf(row),
    sinistroId: row.sinistroId,
    numeroSinistro: row.numeroSinistro,
  };
}

export function toView(
  row: ClaimReportRow,
  events: { at: Date; type: ClaimReportEvent['type']; text: string | null }[],
): ClaimReportView {
  return {
    ...toSummary(row),
    version: row.version,
    data: row.data,
    sha256: row.signedSha256 ?? row.sha256,
    counterpart: row.counterpart,
    counterpartDeadline: row.state === 'awaitingB' || row.state === 'bCorrected' ? iso(row.bDeadline) : null,
    timeline: events.map((event) => ({ at: event.at.toISOString(), type: event.type, text: event.text })),
    correction: row.bParty.correction
      ? {
          before: row.bParty.correction.before,
          after: row.bParty.correction.after,
          at: row.bParty.correction.at,
        }
      : null,
  };
}
