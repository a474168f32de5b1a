import type { AccessiReply } from '@area-clienti/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { redirectedBySession } from '@/shared/api';
import { accessiQuery } from '@/shared/entities/accesses/api';
import { formatDateTime } from '@/shared/format';
import { deviceText, accessesTexts as t, text } from '@/shared/messages';
import { Link } from '@/shared/router';
import { PROFILE_SECTION_IDS, paths } from '@/shared/routes';
import { OutcomeAlert } from '@/shared/ui/form/FormFooter';
import { useOutcome } from '@/shared/ui/form/useOutcome';
import { QueryError } from '@/shared/ui/QueryError';
import { SimpleTable } from '@/shared/ui/table/SimpleTable';
import type { Column } from '@/shared/ui/table/types';
import { endOtherSessions } from './api';
import { ProfileSection } from './ProfileSection';

type Access = AccessiReply['accessi'][number];
type Passkey = AccessiReply['passkey'][number];

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
 * Every passkey of the account, with when it was added, and the way to remove them (decisions/0130): a
 * passkey added from a stolen session is a way in that outlives it, shown where the client looks for
 * what was not theirs, however long ago it came.
 */
function AccountPasskeys({ passkeys }: { passkeys: Passkey[] }) {
  const headingId = useId();
  return (
    <>
      <h3 id={headingId} className="profile-section__subtitle">
        {t.passkeysTitle}
      </h3>
      <p>{t.passkeysIntro}</p>
      {passkeys.length > 0 ? (
        <ul aria-labelledby={headingId}>
          {passkeys.map((passkey) => (
            <li key={`${passkey.aggiunta}-${passkey.nome}`}>
              {t.passkeyAdded(passkey.nome, formatDateTime(passkey.aggiunta) ?? passkey.aggiunta)}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t.noPasskeys}</p>
      )}
      <Link to={paths.profilePasskeys()} className="btn btn-outline-primary">
        {text.profile.passkeysManage}
      </Link>
    </>
  );
}

/**
 * The client's newest accesses (when, browser and system, the network masked), the current one marked,
 * and 'Termina le altre sessioni': every other session ends at once (docs/decisions/0061); then the
 * account's passkeys.
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
      {accessi.data ? <AccountPasskeys passkeys={accessi.data.passkey} /> : null}
    </ProfileSection>
  );
}
