import type { ClientFileReply } from '@area-clienti/contract';
import { formatAmount, formatDate, formatDateTime } from '@/shared/format';
import { consoleText } from '@/shared/messages/console';
import { Link } from '@/shared/router';
import { MaskedIban } from '@/shared/ui/MaskedIban';
import { SimpleTable } from '@/shared/ui/table/SimpleTable';
import { consolePaths } from '../paths';
import { fetchClientIban } from './api';

const t = consoleText.client;

/** A section of the client's page with its heading, a table of every row, or "Nessuno." */
function Section<R>({
  id,
  title,
  rows,
  children,
}: {
  id: string;
  title: string;
  rows: readonly R[];
  children: React.ReactNode;
}) {
  return (
    <section className="detail-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {rows.length === 0 ? <p>{t.none}</p> : children}
    </section>
  );
}

/**
 * Every policy of the client with its main data (issue 37 item 6): number, product, state, start and end,
 * premium, and the IBAN masked (the whole one after the staff member's step-up, audited: decisions/0132).
 */
export function ClientPoliciesSection({ file, clientId }: { file: ClientFileReply; clientId: string }) {
  return (
    <Section id="cliente-polizze" title={t.policies} rows={file.polizze}>
      <SimpleTable
        caption={t.policies}
        rows={file.polizze}
        rowKey={(p) => p.dossierID}
        columns={[
          { key: 'n', header: t.policyNumber, cell: (p) => p.numeroPolizza },
          { key: 'p', header: t.product, cell: (p) => p.prodotto },
          { key: 's', header: t.state, cell: (p) => p.stato },
          { key: 'from', header: t.startDate, cell: (p) => formatDate(p.dataInizio) ?? '—' },
          { key: 'to', header: t.endDate, cell: (p) => formatDate(p.dataScadenza) ?? '—' },
          { key: 'premio', header: t.premium, numeric: true, cell: (p) => formatAmount(p.premio) ?? '—' },
          {
            key: 'i',
            header: t.iban,
            cell: (p) =>
              p.iban ? (
                <MaskedIban iban={p.iban} fetchFull={() => fetchClientIban(clientId, p.dossierID)} />
              ) : (
                '—'
              ),
          },
        ]}
      />
    </Section>
  );
}

/** The client's requests as the inbox holds them, each opening the inbox's page of it. */
export function ClientRequestsSection({ file }: { file: ClientFileReply }) {
  return (
    <Section id="cliente-richieste" title={t.requests} rows={file.richieste}>
      <SimpleTable
        caption={t.requests}
        rows={file.richieste}
        rowKey={(r) => r.id}
        columns={[
          {
            key: 'n',
            header: t.requestNumber,
            cell: (r) => (
              <Link to={consolePaths.inboxRequest(r.id)} aria-label={t.openRequest(r.numero)}>
                {r.numero}
              </Link>
            ),
          },
          { key: 'd', header: t.requestDate, cell: (r) => formatDateTime(r.data) },
          { key: 'o', header: t.requestSubject, cell: (r) => r.oggetto },
          { key: 's', header: t.state, cell: (r) => consoleText.inboxState[r.stato] },
        ]}
      />
    </Section>
  );
}

/** The claim reports the client sent, each opening the desk's page of it. */
export function ClientReportsSection({ file }: { file: ClientFileReply }) {
  const kinds = consoleText.claimReports.kind;
  return (
    <Section id="cliente-denunce" title={t.reports} rows={file.denunce}>
      <SimpleTable
        caption={t.reports}
        rows={file.denunce}
        rowKey={(r) => r.reportId}
        columns={[
          {
            key: 'k',
            header: t.reportKind,
            cell: (r) => (
              <Link
                to={consolePaths.claimReport(r.reportId)}
                aria-label={t.openReport(kinds[r.kind], formatDate(r.eventDate) ?? r.eventDate)}
              >
                {kinds[r.kind]}
              </Link>
            ),
          },
          { key: 'e', header: t.reportEventDate, cell: (r) => formatDate(r.eventDate) ?? '—' },
          { key: 'i', header: t.reportSentAt, cell: (r) => (r.sentAt ? formatDateTime(r.sentAt) : '—') },
          { key: 's', header: t.state, cell: (r) => consoleText.claimDesk.status[r.deskStatus] },
        ]}
      />
    </Section>
  );
}
