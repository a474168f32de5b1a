import { type FormEvent, useId, useRef, useState } from 'react';
import { errorCodeOf, errorDetailsOf } from '@/shared/api';
import {
  passwordErrorMessage,
  secondFactorErrorMessage,
  secondFactorTexts as t,
} from '@/shared/messages/second-factor';
import { sendSecondFactorSms, verifySecondFactor } from './api';

type Method = 'app' | 'recovery' | 'sms' | 'password';

interface FactorCodeFormProps {
  /** The app is set up: its code first; otherwise only an SMS code (a client's step-up). */
  appEnabled: boolean;
  /** The verified mobile, masked, or null: no SMS then. */
  smsTo: string | null;
  /** A step-up of a client without the app: the password typed again is a proof too (decisions/0130). */
  passwordAllowed?: boolean;
  /** Offer "Ricorda questo browser per 30 giorni" (after a password login, not in a step-up). */
  offerRemember?: boolean;
  /** After a right code. */
  onVerified: () => unknown;
  /** Beside "Conferma": "Annulla" in the dialog, "Esci" on the page. */
  secondary?: { label: string; onClick: () => unknown };
}

/** The field of each way: its label, and how the browser and password managers should treat it. */
const FIELD_OF: Record<Method, { label: string; maxLength: number; inputMode?: 'numeric' | 'text' }> = {
  app: { label: t.appCode, maxLength: 6, inputMode: 'numeric' },
  recovery: { label: t.recoveryCode, maxLength: 11, inputMode: 'text' },
  sms: { label: t.smsCode, maxLength: 6, inputMode: 'numeric' },
  password: { label: t.password, maxLength: 256 },
};

/**
 * A code of the second factor: the app's, a recovery code or an SMS code (or, in a step-up without the app,
 * the password), switched by buttons under the field; the focus goes to the field each time, and errors
 * are announced (role="alert").
 */
export function FactorCodeForm({
  appEnabled,
  smsTo,
  passwordAllowed = false,
  offerRemember,
  onVerified,
  secondary,
}: FactorCodeFormProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [method, setMethod] = useState<Method>(
    appEnabled ? 'app' : passwordAllowed && !smsTo ? 'password' : 'sms',
  );
  const [smsSent, setSmsSent] = useState(false);
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = (next: Method) => {
    setMethod(next);
    setCode('');
    setError(null);
    queueMicrotask(() => input.current?.focus());
  };
  const sendSms = async () => {
    setBusy(true);
    setError(null);
    try {
      await sendSecondFactorSms();
      setSmsSent(true);
      choose('sms');
    } catch (failure) {
      setError(secondFactorErrorMessage(errorCodeOf(failure)));
    } finally {
      setBusy(false);
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await verifySecondFactor(
        method === 'password'
          ? { method, password: code }
          : { method, code: code.trim(), ...(offerRemember ? { rememberBrowser: remember } : {}) },
      );
      await onVerified();
    } catch (failure) {
      const minutes = errorDetailsOf(failure).retryAfterMinutes;
      setError(
        method === 'password'
          ? passwordErrorMessage(errorCodeOf(failure), minutes)
          : secondFactorErrorMessage(errorCodeOf(failure), minutes),
      );
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const needsSms = method === 'sms' && !smsSent;
  const field = FIELD_OF[method];
  return (
    <form className="app-form" noValidate onSubmit={submit}>
      {error ? (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      ) : null}
      {method === 'sms' && smsSent && smsTo ? <p role="status">{t.smsSent(smsTo)}</p> : null}
      {needsSms ? null : (
        <div className="form-group stacked-field">
          <label htmlFor={`${id}-code`}>{field.label}</label>
          <input
            ref={input}
            id={`${id}-code`}
            className="form-control"
            type={method === 'password' ? 'password' : 'text'}
            inputMode={field.inputMode}
            autoComplete={method === 'password' ? 'current-password' : 'one-time-code'}
            spellCheck={false}
            maxLength={field.maxLength}
            value={code}
            aria-describedby={method === 'recovery' ? `${id}-hint` : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
          {method === 'recovery' ? (
            <small id={`${id}-hint`} className="form-text">
              {t.recoveryHint}
            </small>
          ) : null}
        </div>
      )}
      {offerRemember && !needsSms ? (
        <div className="form-check">
          <input
            id={`${id}-remember`}
            type="checkbox"
            className="form-check-input"
            checked={remember}
            aria-describedby={`${id}-remember-hint`}
            onChange={(event) => setRemember(event.target.checked)}
          />
          <label className="form-check-label" htmlFor={`${id}-remember`}>
            {t.remember}
          </label>
          <small id={`${id}-remember-hint`} className="form-text d-block">
            {t.rememberHint}
          </small>
        </div>
      ) : null}
      <div className="d-flex flex-wrap gap-2 mt-3">
        {needsSms ? (
          <button type="button" className="btn btn-primary" disabled={busy || !smsTo} onClick={sendSms}>
            {t.sendSms}
          </button>
        ) : (
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t.confirm}
          </button>
        )}
        {secondary ? (
          <button type="button" className="btn btn-outline-primary" onClick={secondary.onClick}>
            {secondary.label}
          </button>
        ) : null}
      </div>
      <ul className="list-unstyled mt-3">
        {appEnabled && method !== 'app' ? (
          <li>
            <button type="button" className="btn btn-link p-0" onClick={() => choose('app')}>
              {t.useApp}
            </button>
          </li>
        ) : null}
        {appEnabled && method !== 'recovery' ? (
          <li>
            <button type="button" className="btn btn-link p-0" onClick={() => choose('recovery')}>
              {t.useRecovery}
            </button>
          </li>
        ) : null}
        {smsTo && (method !== 'sms' || smsSent) ? (
          <li>
            <button type="button" className="btn btn-link p-0" disabled={busy} onClick={sendSms}>
              {t.useSms}
            </button>
          </li>
        ) : null}
        {passwordAllowed && !appEnabled && method !== 'password' ? (
          <li>
            <button type="button" className="btn btn-link p-0" onClick={() => choose('password')}>
              {t.usePassword}
            </button>
          </li>
        ) : null}
      </ul>
    </form>
  );
}
