import type { AccessiReply } from '@area-clienti/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { redirectedBySession } from '@/shared/api';
import { accessiQuery } from '@/shared/entities/accesses/api';
import { formatDateTime } from '@/shared/format';
import { deviceText, accessesTexts as t, text } from '@/shared/messages';
import { PROFILE_SECTION_IDS } from '@/shared/routes';
import { OutcomeAlert } from '@/shared/ui/form/FormFooter';
import { useOutcome } from '@/shared/ui/form/useOutcome';
import { QueryError } from '@/shared/ui/QueryError';
import { SimpleTable } from '@/shared/ui/table/SimpleTable';
import type { Column } from '@/shared/ui/table/types';
import { endOtherSessions } from './api';
import { ProfileSection } from './ProfileSection';

type Access = AccessiReply['accessi'][number];

function stateOf(access: Access): string {
  const state = access.corrente ? t.current : access.attiva ? t.open : t.closed;
  return access.nuovoAccesso ? `${state} (${t.newAccess})` : state;
}

const columns: Column<Access>[] = [
  { key: 'when', header: t.when, cell: (access) => formatDateTime(access.data) },
  { key: 'device', header: t.device, cell: (access) => deviceText(access) },
  { key: 'network', header: t.network, cell: (access) => access.rete ?? t.unknownNetwork },
  {
    key: 'state',
    header: t.state,
    cell: (access) => (access.corrente ? <strong>{stateOf(access)}</strong> : stateOf(access)),
  },
];

/**
 * The client's newest accesses (when, browser and system, the network masked), the current one marked,
 * and 'Termina le altre sessioni': every other session ends at once (docs/decisions/0061).
 */
export function RecentAccessesSection() {
  const hintId = useId();
  const accessi = useQuery(accessiQuery());
  const queryClient = useQueryClient();
  const { outcome, show, clear } = useOutcome();
  // Plain state rather than useMutation: the profile is the heaviest page, and this is its only mutation.
  const [ending, setEnding] = useState(false);
  async function endOthers() {
    clear();
    setEnding(true);
    try {
      show('success', t.ended((await endOtherSessions()).terminate));
      await queryClient.invalidateQueries({ queryKey: accessiQuery().queryKey });
    } catch (error) {
      if (!redirectedBySession(error)) show('danger', t.endFailed);
    } finally {
      setEnding(false);
    }
  }
  return (
    <ProfileSection title={t.title} id={PROFILE_SECTION_IDS.accesses}>
      <p>{t.intro}</p>
      {accessi.isPending ? <p role="status">{text.loading}</p> : null}
      {accessi.isError ? <QueryError /> : null}
      {/* At most RECENT_ACCESSES (10) rows: the simple table of SPEC §9, without the data table's weight. */}
      {accessi.data ? (
        <SimpleTable
          caption={t.caption}
          columns={columns}
          rows={accessi.data.accessi}
          rowKey={(access, index) => `${access.data}-${index}`}
        />
      ) : null}
      <p id={hintId}>{t.endOthersHint}</p>
      <OutcomeAlert outcome={outcome} />
      <button
        type="button"
        className="btn btn-outline-primary"
        aria-describedby={hintId}
        disabled={ending}
        onClick={endOthers}
      >
        {t.endOthers}
      </button>
    </ProfileSection>
  );
}
