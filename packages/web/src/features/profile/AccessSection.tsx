import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { redirectedBySession } from '@/shared/api';
import { userStatusQueries } from '@/shared/backend/userStatus';
import { formatPhone } from '@/shared/format';
import { autologinMessages, text } from '@/shared/messages';
import { paths } from '@/shared/routes';
import { session } from '@/shared/session';
import { FieldList } from '@/shared/ui/FieldList';
import { OutcomeAlert } from '@/shared/ui/form/FormFooter';
import { SwitchField } from '@/shared/ui/form/SwitchField';
import { useOutcome } from '@/shared/ui/form/useOutcome';
import { QueryError } from '@/shared/ui/QueryError';
import { setAutologinFlag, useAnagrafica, useProfileStatus } from './api';
import { ProfileSection } from './ProfileSection';

const t = text.profile;

/**
 * The account: User ID, the e-mail and the verified mobile of the account (the user status; the agency's
 * records when the account has none), the link to change the mobile, and the autologin switch.
 */
export function AccessSection() {
  const status = useProfileStatus();
  const anagrafica = useAnagrafica();
  const records = anagrafica.data?.anagrafica;
  const username = session.read()?.user.username ?? '';
  return (
    <ProfileSection title={t.access}>
      {status.isPending ? <p role="status">{text.loading}</p> : null}
      {status.isError ? <QueryError /> : null}
      {status.data ? (
        <>
          <FieldList
            fields={[
              { label: t.userId, value: username },
              { label: t.email, value: status.data.email ?? records?.email ?? '' },
              {
                label: t.mobile,
                value: formatPhone(status.data.user?.phone ?? records?.cell) ?? t.noMobile,
              },
            ]}
          />
          <p>
            <Link to={paths.profilePhone()}>{t.changeMobile}</Link>
          </p>
          <AutologinSwitch checked={status.data.user?.autologinFlag ?? false} />
        </>
      ) : null}
    </ProfileSection>
  );
}

/** SetUserAutologinFlag, applied as soon as the switch moves; a failure puts the switch back. */
function AutologinSwitch({ checked }: { checked: boolean }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const { outcome, show, clear } = useOutcome();

  const store = (flag: boolean) =>
    queryClient.setQueryData(userStatusQueries.profile().queryKey, (old) =>
      old?.user ? { ...old, user: { ...old.user, autologinFlag: flag } } : old,
    );

  async function change(next: boolean) {
    clear();
    setBusy(true);
    store(next);
    try {
      const reply = await setAutologinFlag(next);
      store(reply.autologinFlag);
      show('success', autologinMessages.updated);
    } catch (error) {
      store(!next);
      if (!redirectedBySession(error)) show('danger', autologinMessages.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <SwitchField
        label={t.autologin}
        hint={t.autologinHint}
        checked={checked}
        busy={busy}
        onChange={change}
      />
      <OutcomeAlert outcome={outcome} />
    </>
  );
}
