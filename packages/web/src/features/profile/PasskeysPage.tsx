import './profile.scss';
import './passkeys.scss';
import { ErrorCode, MAX_PASSKEYS, PASSKEY_NAME_MAX, type PasskeySummary } from '@area-clienti/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorCodeOf, redirectedBySession } from '@/shared/api';
import { api } from '@/shared/backend';
import { queryKeys } from '@/shared/entities/query-keys';
import { formatDateTime } from '@/shared/format';
import { passkeyNameResolver } from '@/shared/forms/schemas';
import { formMessages, text } from '@/shared/messages';
import { passkeyTexts as t } from '@/shared/messages/passkeys';
import { Link } from '@/shared/router';
import { paths } from '@/shared/routes';
import { withStepUp } from '@/shared/second-factor/stepUp';
import { session } from '@/shared/session';
import { OutcomeAlert } from '@/shared/ui/form/FormFooter';
import { TextField } from '@/shared/ui/form/TextField';
import { useOutcome } from '@/shared/ui/form/useOutcome';
import { PageHeading } from '@/shared/ui/PageHeading';
import { QueryError } from '@/shared/ui/QueryError';
import { SimpleTable } from '@/shared/ui/table/SimpleTable';
import type { Column } from '@/shared/ui/table/types';
import { passkeysQuery, removePasskey } from './passkeyApi';

const loadCeremony = () => import('./passkeyCeremony');
const removeButtonId = (id: number) => `passkey-remove-${id}`;

/** What the client reads when adding a passkey fails. */
function addErrorMessage(error: unknown, ceremony: { alreadyOnDevice: boolean } | null): string {
  if (ceremony) return ceremony.alreadyOnDevice ? t.alreadyOnDevice : t.cancelled;
  switch (errorCodeOf(error)) {
    case ErrorCode.PASSKEY_TOO_MANY:
      return t.tooMany(MAX_PASSKEYS);
    case ErrorCode.PASSKEY_DUPLICATE:
      return t.duplicate;
    case ErrorCode.PASSKEY_CHALLENGE:
      return t.expired;
    case ErrorCode.PASSKEY_NOT_ADDED:
      return t.notAdded;
    case ErrorCode.SECONDFACTOR_STEP_UP:
      return t.notConfirmed;
    case ErrorCode.VALIDATION:
      return formMessages.passkeyName(PASSKEY_NAME_MAX);
    default:
      return t.failed;
  }
}

/**
 * /profilo/passkey, the client's passkeys (issue 20, docs/decisions/0093): the list with when each was added
 * and last used, removal after a confirmation, and a named new one made by the browser's own ceremony.
 */
export function PasskeysPage() {
  const passkeys = useQuery(passkeysQuery());
  const queryClient = useQueryClient();
  const { outcome, show, clear } = useOutcome();
  const [supported] = useState(() => typeof window.PublicKeyCredential === 'function');
  const [confirming, setConfirming] = useState<PasskeySummary | null>(null);
  const [removing, setRemoving] = useState(false);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const form = useForm({ defaultValues: { name: '' }, resolver: passkeyNameResolver });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  useEffect(() => {
    if (confirming) questionRef.current?.focus();
  }, [confirming]);

  // The profile's accesses list the passkeys too (decisions/0130): read afresh when the profile shows next.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: passkeysQuery().queryKey }),
      queryClient.invalidateQueries({ queryKey: queryKeys.accesses }),
    ]);

  const onAdd = handleSubmit(async ({ name }) => {
    clear();
    const { addPasskey, CeremonyCancelled } = await loadCeremony();
    try {
      // A new way in takes a fresh proof (decisions/0130): the dialog asks for it, then the ceremony runs.
      const added = await withStepUp(() => addPasskey(api, name));
      reset({ name: '' });
      // A stronger way in now: the home's offer of one goes (docs/decisions/0150).
      session.setNotice('secondFactorOffer', false);
      show('success', t.added(added.name));
      await refresh();
    } catch (error) {
      if (!redirectedBySession(error))
        show('danger', addErrorMessage(error, error instanceof CeremonyCancelled ? error : null));
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
    <div className="row passkeys-page">
      <div className="col-12 col-lg-9">
        <PageHeading title={t.title}>
          <p className="lead-text">{t.intro}</p>
        </PageHeading>
        <p>{t.phoneHint}</p>
        <p>
          <Link to={paths.profileSecurity()}>{t.backToProfile}</Link>
        </p>
        <h2 className="passkeys-page__subtitle">{t.caption}</h2>
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
        <h2 className="passkeys-page__subtitle">{t.addTitle}</h2>
        {supported ? (
          <form className="app-form profile-form" noValidate onSubmit={onAdd}>
            <TextField
              label={t.nameLabel}
              hint={t.nameHint(PASSKEY_NAME_MAX)}
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
      </div>
    </div>
  );
}
