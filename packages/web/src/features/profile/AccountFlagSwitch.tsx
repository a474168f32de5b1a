import type { UserStatus } from '@area-clienti/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { redirectedBySession } from '@/shared/api';
import { userStatusQueries } from '@/shared/backend/userStatus';
import { OutcomeAlert } from '@/shared/ui/form/FormFooter';
import { SwitchField } from '@/shared/ui/form/SwitchField';
import { useOutcome } from '@/shared/ui/form/useOutcome';

/** The account's on/off settings a profile switch changes (each also read in the user status). */
type AccountFlag = 'autologinFlag' | 'clientNotices';

interface AccountFlagSwitchProps {
  flag: AccountFlag;
  checked: boolean;
  label: string;
  hint: string;
  /** Stores the choice; resolves to the flag as the server now keeps it. */
  save: (next: boolean) => Promise<boolean>;
  messages: { updated: string; failed: string };
}

/** A switch applied as soon as it moves, shown moved at once; a failure puts it back and says so. */
export function AccountFlagSwitch({ flag, checked, label, hint, save, messages }: AccountFlagSwitchProps) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const { outcome, show, clear } = useOutcome();

  const store = (value: boolean) =>
    queryClient.setQueryData(userStatusQueries.profile().queryKey, (old) =>
      old?.user ? { ...old, user: { ...old.user, [flag]: value } satisfies UserStatus } : old,
    );

  async function change(next: boolean) {
    clear();
    setBusy(true);
    store(next);
    try {
      store(await save(next));
      show('success', messages.updated);
    } catch (error) {
      store(!next);
      if (!redirectedBySession(error)) show('danger', messages.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <SwitchField label={label} hint={hint} checked={checked} busy={busy} onChange={change} />
      <OutcomeAlert outcome={outcome} />
    </>
  );
}
