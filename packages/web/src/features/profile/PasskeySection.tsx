import { ErrorCode, type PasskeySummary, passkeyName } from '@area-clienti/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorCodeOf, redirectedBySession } from '@/shared/api';
import { formatDateTime } from '@/shared/format';
import { formResolver } from '@/shared/forms/resolver';
import { text } from '@/shared/messages';
import { passkeyTexts as t } from '@/shared/messages/passkeys';
import { PROFILE_SECTION_IDS } from '@/shared/routes';
import { OutcomeAlert } from '@/shared/ui/form/FormFooter';
import { TextField } from '@/shared/ui/form/TextField';
import { useOutcome } from '@/shared/ui/form/useOutcome';
import { QueryError } from '@/shared/ui/QueryError';
import { SimpleTable } from '@/shared/ui/table/SimpleTable';
import type { Column } from '@/shared/ui/table/types';
import { passkeysQuery, removePasskey } from './api';
import { ProfileSection } from './ProfileSection';

const resolver = formResolver(z.object({ name: passkeyName }), { messages: { name: t.nameInvalid } });
const loadCeremony = () => import('./passkeyCeremony');
const removeButtonId = (id: number) => `passkey-remove-${id}`;

/** What the client reads when adding a passkey fails. */
function addErrorMessage(error: unknown, cancelled: boolean): string {
  if (cancelled) return t.cancelled;
  switch (errorCodeOf(error)) {
    case ErrorCode.PASSKEY_TOO_MANY:
      return t.tooMany;
    case ErrorCode.PASSKEY_DUPLICATE:
      return t.duplicate;
    case ErrorCode.PASSKEY_CHALLENGE:
      return t.expired;
    case ErrorCode.PASSKEY_NOT_ADDED:
      return t.notAdded;
    case ErrorCode.VALIDATION:
      return t.nameInvalid;
    default:
      return t.failed;
  }
}

/**
 * The profile's passkeys (issue 20, docs/decisions/0093): the list with when each was added and last used,
 * removal after a confirmation, and a named new one made by the browser's own ceremony.
 */
export function PasskeySection() {
  const passkeys = useQuery(passkeysQuery());
  const queryClient = useQueryClient();
  const { outcome, show, clear } = useOutcome();
  const [supported] = useState(() => typeof window.PublicKeyCredential === 'function');
  const [confirming, setConfirming] = useState<PasskeySummary | null>(null);
  const [removing, setRemoving] = useState(false);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const form = useForm({ defaultValues: { name: '' }, resolver });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  useEffect(() => {
    if (confirming) questionRef.current?.focus();
  }, [confirming]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: passkeysQuery().queryKey });

  const onAdd = handleSubmit(async ({ name }) => {
    clear();
    const { addPasskey, CeremonyCancelled } = await loadCeremony();
    try {
      const added = await addPasskey(name);
      reset({ name: '' });
      show('success', t.added(added.name));
      await refresh();
    } catch (error) {
      if (!redirectedBySession(error))
        show('danger', addErrorMessage(error, error instanceof CeremonyCancelled));
    }
  });

  function cancelRemoval() {
    const id = confirming?.id;
    setConfirming(null);
    if (id !== undefined) requestAnimationFrame(() => document.getElementById(removeButtonId(id))?.focus());
  }

  async function confirmRemoval() {
    if (!confirming) return;
    clear();
    setRemoving(true);
    try {
      await removePasskey(confirming.id);
      show('success', t.removed(confirming.name));
      setConfirming(null);
      await refresh();
    } catch (error) {
      if (!redirectedBySession(error)) show('danger', t.failed);
    } finally {
      setRemoving(false);
    }
  }

  const columns: Column<PasskeySummary>[] = [
    {
      key: 'name',
      header: t.name,
      cell: (passkey) => (
        <>
          <strong>{passkey.name}</strong>
          {passkey.backedUp ? <span className="passkey-synced"> ({t.synced})</span> : null}
        </>
      ),
    },
    { key: 'created', header: t.createdAt, cell: (passkey) => formatDateTime(passkey.createdAt) },
    {
      key: 'used',
      header: t.lastUsedAt,
      cell: (passkey) => (passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt) : t.neverUsed),
    },
    {
      key: 'actions',
      header: t.actions,
      cell: (passkey) => (
        <button
          type="button"
          id={removeButtonId(passkey.id)}
          className="btn btn-outline-danger btn-sm"
          aria-label={t.removeLabel(passkey.name)}
          onClick={() => {
            clear();
            setConfirming(passkey);
          }}
        >
          {t.remove}
        </button>
      ),
    },
  ];

  return (
    <ProfileSection title={t.title} id={PROFILE_SECTION_IDS.passkeys}>
      <p>{t.intro}</p>
      <p>{t.phoneHint}</p>
      {passkeys.isPending ? <p role="status">{text.loading}</p> : null}
      {passkeys.isError ? <QueryError /> : null}
      {passkeys.data?.passkeys.length === 0 ? <p>{t.none}</p> : null}
      {passkeys.data?.passkeys.length ? (
        <SimpleTable
          caption={t.caption}
          columns={columns}
          rows={passkeys.data.passkeys}
          rowKey={(passkey) => passkey.id}
        />
      ) : null}
      {confirming ? (
        <div className="passkey-confirm">
          <p ref={questionRef} tabIndex={-1}>
            {t.confirmRemove(confirming.name)}
          </p>
          <div className="form-actions">
            <button type="button" className="btn btn-danger" disabled={removing} onClick={confirmRemoval}>
              {t.confirm}
            </button>
            <button type="button" className="btn btn-outline-primary" onClick={cancelRemoval}>
              {t.cancel}
            </button>
          </div>
        </div>
      ) : null}
      <OutcomeAlert outcome={outcome} />
      {supported ? (
        <form className="app-form profile-form" noValidate onSubmit={onAdd} aria-label={t.addTitle}>
          <TextField
            label={t.nameLabel}
            hint={t.nameHint}
            autoComplete="off"
            maxLength={60}
            registration={register('name')}
            error={errors.name}
          />
          {isSubmitting ? <p role="status">{t.adding}</p> : null}
          <div className="form-actions">
            <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
              {t.add}
            </button>
          </div>
        </form>
      ) : (
        <p>{t.unsupported}</p>
      )}
    </ProfileSection>
  );
}
