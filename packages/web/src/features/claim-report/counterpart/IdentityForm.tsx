import {
  CLAIM_TEXT,
  ClaimReportPath,
  type CounterpartIdentity,
  confirmIdentityReply,
  ErrorCode,
  identityProblem,
} from '@area-clienti/contract';
import { type FormEvent, useState } from 'react';
import { errorCodeOf, errorDetailOf } from '@/shared/api';
import { api } from '@/shared/backend';
import { claimReportErrorMessage } from '@/shared/messages/claim-report';
import {
  counterpartErrorMessage,
  identityFieldMessage,
  counterpartVoiceText as t,
} from '@/shared/messages/counterpart';
import { Alert } from '@/shared/ui/Alert';
import { TextInput } from './fields';

const EMPTY: CounterpartIdentity = {
  name: '',
  surname: '',
  birthDate: '',
  italian: true,
  taxCode: '',
  licenceNumber: '',
};
const todayInRome = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' });

/**
 * Who B is, before any code (issue 34): name, surname, birth date, tax code (checked against them when B
 * is Italian) and driving licence number. Checked here as the server checks them, the server having the
 * last word: each problem beside its field.
 */
export function IdentityForm({ token, onConfirmed }: { token: string; onConfirmed: () => void }) {
  const [identity, setIdentity] = useState<CounterpartIdentity>(EMPTY);
  const [field, setField] = useState<{ name: string; message: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof CounterpartIdentity) => (value: string | boolean) =>
    setIdentity((current) => ({ ...current, [key]: value }));
  const errorOf = (name: keyof CounterpartIdentity) => (field?.name === name ? field.message : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const local = identityProblem(identity, todayInRome());
    if (local) {
      const message =
        local.kind === 'checkCharacter' || local.kind === 'mismatch'
          ? (counterpartErrorMessage(
              local.kind === 'mismatch'
                ? ErrorCode.CLAIMB_TAX_CODE_MISMATCH
                : ErrorCode.CLAIMB_TAX_CODE_CHECK,
            ) as string)
          : (identityFieldMessage[local.field] ?? '');
      setField({ name: local.field, message });
      return;
    }
    setField(null);
    setBusy(true);
    try {
      await api.call(
        ClaimReportPath.confirmClaimReportSignIdentity,
        { token, identity },
        confirmIdentityReply,
        { auth: false },
      );
      onConfirmed();
    } catch (error) {
      const code = errorCodeOf(error);
      const detail = errorDetailOf(error);
      const message = counterpartErrorMessage(code) ?? claimReportErrorMessage(code);
      if (detail && detail in identityFieldMessage) setField({ name: detail, message });
      else setProblem(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="app-form" noValidate onSubmit={submit} aria-labelledby="b-identity-title">
      <h2 id="b-identity-title" className="h5">
        {t.identityTitle}
      </h2>
      <p>{t.identityIntro}</p>
      <TextInput
        label={t.name}
        value={identity.name}
        onChange={set('name')}
        maxLength={CLAIM_TEXT.name}
        autoComplete="given-name"
        error={errorOf('name')}
      />
      <TextInput
        label={t.surname}
        value={identity.surname}
        onChange={set('surname')}
        maxLength={CLAIM_TEXT.name}
        autoComplete="family-name"
        error={errorOf('surname')}
      />
      <TextInput
        label={t.birthDate}
        type="date"
        value={identity.birthDate}
        onChange={set('birthDate')}
        maxLength={10}
        autoComplete="bday"
        error={errorOf('birthDate')}
      />
      <div className="form-check mb-3">
        <input
          id="b-identity-italian"
          type="checkbox"
          className="form-check-input"
          checked={identity.italian}
          onChange={(event) => set('italian')(event.target.checked)}
        />
        <label htmlFor="b-identity-italian" className="form-check-label">
          {t.italian}
        </label>
      </div>
      <TextInput
        label={t.taxCode}
        value={identity.taxCode ?? ''}
        onChange={set('taxCode')}
        maxLength={CLAIM_TEXT.short}
        error={errorOf('taxCode')}
      />
      <TextInput
        label={t.licenceNumber}
        value={identity.licenceNumber}
        onChange={set('licenceNumber')}
        maxLength={CLAIM_TEXT.short}
        error={errorOf('licenceNumber')}
      />
      {problem ? (
        <Alert tone="danger" live="alert">
          {problem}
        </Alert>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t.confirmIdentity}
        </button>
      </div>
    </form>
  );
}
