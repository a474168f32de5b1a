import './login.scss';
import { type FormEvent, useId, useState } from 'react';
import { loginCodeMessage, text } from '@/shared/messages';
import { loginPasskeyTexts } from '@/shared/messages/login-passkey';
import { returnPathOf } from '@/shared/returnPath';
import { Link, useLocation, useParams } from '@/shared/router';
import { paths } from '@/shared/routes';
import { session } from '@/shared/session';
import { Alert } from '@/shared/ui/Alert';
import { PageHeading } from '@/shared/ui/PageHeading';
import { browserHasPasskeys, useLogin } from './useLogin';

type FieldName = 'loginId' | 'password';

/** /login/0002: the connection error of SPEC §8. */
const CONNECTION_ROUTE_CODE = '0002';

/** /login and /login/{messageCode} (SPEC §2): both fields required, the button disabled until filled. */
export function LoginPage() {
  const { messageCode } = useParams();
  const codeMessage = loginCodeMessage(messageCode);
  // The page asked for before the login (a deep link, an expired session): opened after it (decisions/0089).
  const returnTo = returnPathOf(useLocation().search);
  const { submit, submitPasskey, preload, error, pending } = useLogin();
  const [passkeys] = useState(browserHasPasskeys);
  const passkeyHintId = useId();
  const [values, setValues] = useState({ loginId: '', password: '' });
  const [touched, setTouched] = useState({ loginId: false, password: false });
  const [showPassword, setShowPassword] = useState(false);
  const ids = { loginId: useId(), loginIdError: useId(), password: useId(), passwordError: useId() };

  const missing = { loginId: values.loginId.trim() === '', password: values.password === '' };
  const filled = !missing.loginId && !missing.password;
  const showError = (field: FieldName) => touched[field] && missing[field];

  const fieldProps = (field: FieldName) => ({
    id: ids[field],
    className: `form-control${showError(field) ? ' is-invalid' : ''}`,
    value: values[field],
    required: true,
    'aria-invalid': showError(field) ? true : undefined,
    'aria-describedby': showError(field) ? ids[`${field}Error`] : undefined,
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [field]: event.target.value })),
    onBlur: () => setTouched((t) => ({ ...t, [field]: true })),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched({ loginId: true, password: true });
    if (filled && !pending) void submit(values.loginId, values.password, returnTo);
  }

  return (
    <div className="row justify-content-center">
      <div className="col-12 col-md-10 col-lg-6">
        <PageHeading title={text.login.title}>
          <p className="lead-text">{text.login.intro}</p>
        </PageHeading>
        {codeMessage ? (
          <Alert tone={codeMessage.tone} live={codeMessage.tone === 'danger' ? 'alert' : 'status'}>
            {codeMessage.text}
            {/* A connection error keeps the session (docs/decisions/0041): the way back to where it was. */}
            {messageCode === CONNECTION_ROUTE_CODE && session.isValid() ? (
              <>
                {' '}
                <Link to={returnTo ?? paths.home()}>{text.login.backToArea}</Link>
              </>
            ) : null}
          </Alert>
        ) : null}
        {error ? (
          <Alert tone="danger" live="alert">
            {error}
          </Alert>
        ) : null}
        <form className="login-form" noValidate onSubmit={onSubmit} onFocus={preload}>
          <div className="form-group">
            <label htmlFor={ids.loginId} className="active">
              {text.login.loginId}
            </label>
            <input
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              {...fieldProps('loginId')}
            />
            {showError('loginId') ? (
              <div id={ids.loginIdError} className="invalid-feedback d-block">
                {text.login.required}
              </div>
            ) : null}
          </div>
          <div className="form-group">
            <label htmlFor={ids.password} className="active">
              {text.login.password}
            </label>
            <div className="password-field">
              <input
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                {...fieldProps('password')}
              />
              <button
                type="button"
                className="btn btn-link password-field__toggle"
                aria-controls={ids.password}
                aria-pressed={showPassword}
                onClick={() => setShowPassword((value) => !value)}
              >
                {text.login.showPassword}
              </button>
            </div>
            {showError('password') ? (
              <div id={ids.passwordError} className="invalid-feedback d-block">
                {text.login.required}
              </div>
            ) : null}
          </div>
          {/* While the password is checked the button says so, and stays a button (not greyed out). */}
          <button
            type="submit"
            className="btn btn-primary btn-lg w-100"
            disabled={!filled}
            aria-disabled={pending ? true : undefined}
            aria-busy={pending ? true : undefined}
          >
            {pending ? <span className="login-form__spinner" aria-hidden="true" /> : null}
            {text.login.submit}
            {pending ? <span className="visually-hidden"> {text.login.pending}</span> : null}
          </button>
        </form>
        {passkeys ? (
          <div className="login-passkey">
            <p className="login-passkey__or">{loginPasskeyTexts.or}</p>
            <button
              type="button"
              className="btn btn-outline-primary btn-lg w-100"
              aria-describedby={passkeyHintId}
              disabled={pending}
              onClick={() => void submitPasskey(returnTo)}
            >
              {loginPasskeyTexts.button}
            </button>
            <p id={passkeyHintId} className="login-passkey__hint">
              {loginPasskeyTexts.hint}
            </p>
          </div>
        ) : null}
        <ul className="login-links">
          <li>
            <Link to={paths.registration()}>{text.login.registration}</Link>
          </li>
          <li>
            <Link to={paths.passwordRecovery()}>{text.login.recovery}</Link>
          </li>
          <li>
            <Link to={paths.contacts()}>{text.login.contacts}</Link>
          </li>
        </ul>
      </div>
    </div>
  );
}
