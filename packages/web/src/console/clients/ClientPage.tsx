import {
  type AccountState,
  type ClientFileReply,
  type InvitePreviewReply,
  Role,
} from '@area-clienti/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { errorCodeOf } from '@/shared/api/errors';
import { formatDate, formatDateTime } from '@/shared/format';
import { text } from '@/shared/messages';
import { consoleText } from '@/shared/messages/console';
import { Link, useParams } from '@/shared/router';
import { session } from '@/shared/session';
import { FieldList } from '@/shared/ui/FieldList';
import { PageHeading } from '@/shared/ui/PageHeading';
import { StatusTag } from '@/shared/ui/StatusTag';
import { SimpleTable } from '@/shared/ui/table/SimpleTable';
import type { Column } from '@/shared/ui/table/types';
import { DeliveryTable } from '../deliveries/DeliveryTable';
import { consolePaths } from '../paths';
import { ACCOUNT_STATE_TONE } from './accountState';
import { accountActs, clientFileQuery, clientInvite } from './api';
import { ClientChangesSection } from './ClientChanges';
import { ClientDocumentsSection } from './ClientDocuments';
import { ClientPaymentsSection } from './ClientPayments';
import { ClientPoliciesSection, ClientReportsSection, ClientRequestsSection } from './ClientWork';
import { LookupError } from './LookupError';

const t = consoleText.client;
const SHOWN = 10;

type Act = keyof typeof accountActs | 'invite';

/** The acts a role may ask for on this account (the server checks them again: decisions/0049). */
function actsFor(state: AccountState, hasAccount: boolean): Act[] {
  const superuser = session.hasRole(Role.SUPERUSER);
  const acts: Act[] = [];
  if (superuser && state === 'locked') acts.push('unlock');
  if (superuser && hasAccount) acts.push(state === 'disabled' ? 'enable' : 'disable');
  // A device lost or left signed in, a phone lost with the recovery codes (docs/operations.md).
  if (superuser && (state === 'registered' || state === 'locked'))
    acts.push('endSessions', 'resetSecondFactor');
  if (state === 'none' || state === 'invited') acts.push('invite');
  return acts;
}

/** What a refusal of an invite says, by its code. */
const refusal = (error: unknown) => consoleText.inviteErrors[errorCodeOf(error) ?? ''] ?? t.failed;

/**
 * The invite's e-mail exactly as it will go (subject and text from the server's template), then sent on
 * a second press: what the client receives is seen before it leaves (docs/decisions/0100).
 */
function InvitePreview({
  preview,
  sending,
  onSend,
  onCancel,
}: {
  preview: InvitePreviewReply;
  sending: boolean;
  onSend: () => void;
  onCancel: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen reader users are taken to what just opened.
  useEffect(() => heading.current?.focus(), []);
  const p = consoleText.invite;
  return (
    <section className="console-invite-preview" aria-labelledby="anteprima-invito">
      <h3 id="anteprima-invito" className="h5" tabIndex={-1} ref={heading}>
        {p.preview}
      </h3>
      <p>{p.intro}</p>
      <FieldList
        fields={[
          { label: p.to, value: preview.to },
          { label: p.subject, value: preview.subject },
        ]}
      />
      <h4 className="h6">{p.body}</h4>
      <pre className="console-email-text">{preview.text}</pre>
      <p className="d-flex flex-wrap gap-3">
        <button type="button" className="btn btn-primary" disabled={sending} onClick={onSend}>
          {p.send}
        </button>
        <button type="button" className="btn btn-outline-secondary" disabled={sending} onClick={onCancel}>
          {p.cancel}
        </button>
      </p>
    </section>
  );
}

function AccountSection({ file, clientId }: { file: ClientFileReply; clientId: string }) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<string | null>(null);
  const [preview, setPreview] = useState<InvitePreviewReply | null>(null);
  const done = (message: string | null) => {
    setOutcome(message);
    void queryClient.invalidateQueries({ queryKey: clientFileQuery(clientId).queryKey });
  };
  const act = useMutation({
    mutationFn: async (which: Act) => {
      if (which === 'invite') {
        setPreview(await clientInvite.preview(clientId));
        return null;
      }
      await accountActs[which](file.account?.userID ?? '');
      return t.done[which];
    },
    onMutate: () => setOutcome(null),
    onSuccess: (message) => (message ? done(message) : undefined),
    onError: (error) => setOutcome(refusal(error)),
  });
  const send = useMutation({
    mutationFn: () => clientInvite.send(clientId),
    onSuccess: (sent) => {
      setPreview(null);
      done(t.done.invite(sent.email));
    },
    onError: (error) => {
      setPreview(null);
      setOutcome(refusal(error));
    },
  });
  const { account } = file;
  return (
    <section className="detail-section" aria-labelledby="cliente-account">
      <h2 id="cliente-account">{t.account}</h2>
      {account ? (
        <FieldList
          fields={[
            {
              label: t.accountState,
              value: (
                <StatusTag tone={ACCOUNT_STATE_TONE[file.accountState]}>
                  {consoleText.accountState[file.accountState]}
                </StatusTag>
              ),
            },
            { label: t.userId, value: account.userID },
            { label: t.email, value: account.email },
            { label: t.mobile, value: account.cellulare ?? '—' },
            { label: t.registeredAt, value: formatDate(account.registratoIl.slice(0, 10)) },
          ]}
        />
      ) : (
        <p>{t.noAccount}</p>
      )}
      <h3 className="h5">{t.actions}</h3>
      <p className="d-flex flex-wrap gap-3">
        {actsFor(file.accountState, account !== null).map((which) => (
          <button
            key={which}
            type="button"
            className={`btn ${which === 'disable' ? 'btn-outline-danger' : 'btn-outline-primary'}`}
            disabled={act.isPending || send.isPending}
            onClick={() => act.mutate(which)}
          >
            {t[which]}
          </button>
        ))}
      </p>
      {preview ? (
        <InvitePreview
          preview={preview}
          sending={send.isPending}
          onSend={() => send.mutate()}
          onCancel={() => setPreview(null)}
        />
      ) : null}
      <p role="status">{outcome}</p>
    </section>
  );
}

/** A list's first rows, saying how many there are in all. */
function firstOf<R>(rows: readonly R[]): { rows: R[]; note: string | null } {
  return {
    rows: rows.slice(0, SHOWN),
    note: rows.length > SHOWN ? t.shownOf(SHOWN, rows.length) : null,
  };
}

function ListSection<R>({
  id,
  title,
  rows,
  columns,
  rowKey,
}: {
  id: string;
  title: string;
  rows: readonly R[];
  columns: Column<R>[];
  rowKey: (row: R, index: number) => string | number;
}) {
  const shown = firstOf(rows);
  return (
    <section className="detail-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {rows.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <>
          <SimpleTable caption={title} columns={columns} rows={shown.rows} rowKey={rowKey} />
          {shown.note ? <p>{shown.note}</p> : null}
        </>
      )}
    </section>
  );
}

/** The messages to the client's addresses the queue holds, with their state and a resend (decisions/0108). */
function DeliveriesSection({ file, clientId }: { file: ClientFileReply; clientId: string }) {
  const queryClient = useQueryClient();
  return (
    <section className="detail-section" aria-labelledby="cliente-consegne">
      <h2 id="cliente-consegne">{t.deliveries}</h2>
      <p>{t.deliveriesIntro}</p>
      {file.deliveries.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <DeliveryTable
          caption={t.deliveries}
          deliveries={file.deliveries}
          onResent={() =>
            void queryClient.invalidateQueries({ queryKey: clientFileQuery(clientId).queryKey })
          }
        />
      )}
    </section>
  );
}

/**
 * /admin/clienti/{id}: the client as they see the area, and their account (issue 21 item 2). The server
 * records each opening in the audit log (who looked at whom).
 */
export function ClientPage() {
  const { clientId = '' } = useParams();
  const file = useQuery(clientFileQuery(clientId));
  const data = file.data;
  const name = data?.anagrafica ? `${data.anagrafica.cognome} ${data.anagrafica.nome}` : clientId;
  return (
    <>
      <p>
        <Link to={consolePaths.clients()}>{t.back}</Link>
      </p>
      <PageHeading title={name} />
      {file.isPending ? <p role="status">{text.loading}</p> : null}
      {file.isError ? <LookupError error={file.error} tooMany={t.tooMany} /> : null}
      {data ? (
        <>
          <section className="detail-section" aria-labelledby="cliente-anagrafica">
            <h2 id="cliente-anagrafica">{t.anagrafica}</h2>
            <FieldList
              fields={[
                { label: t.branch, value: data.filiale?.nome ?? t.noBranch },
                { label: t.taxCode, value: data.anagrafica?.codiceFiscale ?? '—' },
                { label: t.birthPlace, value: data.anagrafica?.cittaNascita ?? '—' },
                { label: t.email, value: data.anagrafica?.email ?? '—' },
                { label: t.mobile, value: data.anagrafica?.cell ?? '—' },
                {
                  label: t.addresses,
                  value:
                    data.indirizzi
                      .map((a) => `${a.indirizzo}, ${a.cap} ${a.comune} (${a.provincia})`)
                      .join('; ') || '—',
                },
              ]}
            />
          </section>
          <AccountSection file={data} clientId={clientId} />
          <DeliveriesSection file={data} clientId={clientId} />
          <ClientChangesSection clientId={clientId} changes={data.modificheCliente} />
          <ClientPaymentsSection payments={data.pagamenti} />
          <ClientPoliciesSection file={data} clientId={clientId} />
          <ListSection
            id="cliente-sinistri"
            title={t.claims}
            rows={data.sinistri}
            rowKey={(c) => c.sinistroID}
            columns={[
              { key: 'n', header: t.claimNumber, cell: (c) => c.numeroSinistroNumCompagnia ?? '—' },
              { key: 'p', header: t.policyNumber, cell: (c) => c.numeroPolizza },
              {
                key: 'd',
                header: t.claimDate,
                cell: (c) => (c.dataSinistro ? formatDate(c.dataSinistro) : '—'),
              },
              { key: 's', header: t.state, cell: (c) => c.statoDescr ?? c.stato },
            ]}
          />
          <ClientDocumentsSection clientId={clientId} />
          <ListSection
            id="cliente-consensi"
            title={t.consents}
            rows={data.consensi}
            rowKey={(c, i) => `${c.data}-${i}`}
            columns={[
              { key: 'd', header: t.consentDate, cell: (c) => formatDateTime(c.data) },
              { key: 't', header: t.consentTemplate, cell: (c) => c.templateID },
              {
                key: 'r',
                header: t.consentAnswers,
                cell: (c) => c.risposte.map((r) => `${r.chiave}: ${r.valore}`).join(', '),
              },
            ]}
          />
          <ListSection
            id="cliente-accessi"
            title={t.accesses}
            rows={data.accessi}
            rowKey={(a, i) => `${a.data}-${i}`}
            columns={[
              { key: 'd', header: t.accessDate, cell: (a) => formatDateTime(a.data) },
              {
                key: 'b',
                header: t.accessBrowser,
                cell: (a) => [a.browser, a.sistema].filter(Boolean).join(', ') || '—',
              },
              { key: 'r', header: t.accessNetwork, cell: (a) => a.rete ?? '—' },
            ]}
          />
          <ClientRequestsSection file={data} />
          <ClientReportsSection file={data} />
        </>
      ) : null}
    </>
  );
}
