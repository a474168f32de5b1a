import { ApiPath, ibanCompletoReply, type StaffOwnDataChange } from '@area-clienti/contract';
import { api } from '@/shared/backend';
import { formatDateTime } from '@/shared/format';
import { addressValueLine } from '@/shared/format/address';
import { ownDataStaffText, ownDataText } from '@/shared/messages/own-data';
import { withStepUp } from '@/shared/second-factor/stepUp';
import { MaskedIban } from '@/shared/ui/MaskedIban';
import { SimpleTable } from '@/shared/ui/table/SimpleTable';

const t = ownDataStaffText;

/** The whole IBAN a client asked for, behind the staff member's step-up (audited, decisions/0132). */
const fetchChangeIban = async (clientId: string, changeId: number) =>
  (await withStepUp(() => api.call(ApiPath.getOwnDataIban, { clientId, changeId }, ibanCompletoReply))).iban;

/** A value as staff read it: an address on one line, the paperless choice in words. */
function readable(kind: StaffOwnDataChange['kind'], value: string | null): string {
  if (value === null) return t.sameOrNone;
  if (kind === 'residenza' || kind === 'recapito') {
    return addressValueLine(value);
  }
  if (kind === 'paperless')
    return value === 'online' ? ownDataText.paperless.online : ownDataText.paperless.post;
  return value;
}

/**
 * The client's own changes on the console's page of a client (issue 35 item 2, decisions/0145): the
 * client's value beside what the agency's last import says while they differ, and where each stands.
 */
export function ClientChangesSection({
  clientId,
  changes,
}: {
  clientId: string;
  changes: StaffOwnDataChange[];
}) {
  return (
    <section className="detail-section" aria-labelledby="cliente-modifiche">
      <h2 id="cliente-modifiche">{t.title}</h2>
      {changes.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <SimpleTable
          caption={t.title}
          rows={changes}
          rowKey={(c) => c.id}
          columns={[
            { key: 'd', header: t.date, cell: (c) => formatDateTime(c.createdAt) },
            { key: 'k', header: t.kind, cell: (c) => ownDataText.pending.kind[c.kind] },
            {
              key: 'v',
              header: t.value,
              cell: (c) =>
                c.kind === 'iban' ? (
                  <MaskedIban iban={c.value} fetchFull={() => fetchChangeIban(clientId, c.id)} />
                ) : (
                  readable(c.kind, c.value)
                ),
            },
            { key: 'f', header: t.feedValue, cell: (c) => readable(c.kind, c.feedValue) },
            {
              key: 's',
              header: t.state,
              cell: (c) => `${ownDataText.pending.state[c.state]}${c.requestId ? ` (${c.requestId})` : ''}`,
            },
          ]}
        />
      )}
    </section>
  );
}
