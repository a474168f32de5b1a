import { loginRequest } from '@area-clienti/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { type FieldError, useForm, useWatch } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { loginCodeMessage, text } from '../../../shared/messages';
import { paths } from '../../../shared/routes';
import { Alert } from '../../../shared/ui/Alert';
import { PageHeading } from '../../../shared/ui/PageHeading';
import { useLogin } from './api';

const loginForm = loginRequest.pick({ loginId: true, password: true });
type LoginForm = { loginId: string; password: string };

function FieldErrorText({ id, error }: { id: string; error: FieldError | undefined }) {
  if (!error) return null;
  return (
    <div id={id} className="invalid-feedback d-block">
      {text.login.required}
    </div>
  );
}

export function LoginPage() {
  const { messageCode } = useParams();
  const codeMessage = loginCodeMessage(messageCode);
  const { submit, error, pending } = useLogin();
  const [showPassword, setShowPassword] = useState(false);
  const ids = { loginId: useId(), loginIdError: useId(), password: useId(), passwordError: useId() };
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<LoginForm>({
    resolver: zodResolver(loginForm),
    mode: 'onTouched',
    defaultValues: { loginId: '', password: '' },
  });
  const [loginId, password] = useWatch({ control, name: ['loginId', 'password'] });
  const filled = loginId.trim() !== '' && password !== '';

  return (
    <div className="row justify-content-center">
      <div className="col-12 col-md-10 col-lg-6">
        <PageHeading title={text.login.title}>
          <p className="lead-text">{text.login.intro}</p>
        </PageHeading>
        {codeMessage ? (
          <Alert tone={codeMessage.tone} live={codeMessage.tone === 'danger' ? 'alert' : 'status'}>
            {codeMessage.text}
          </Alert>
        ) : null}
        {error ? (
          <Alert tone="danger" live="alert">
            {error}
          </Alert>
        ) : null}
        <form
          className="login-form"
          noValidate
          onSubmit={handleSubmit((values) => submit(values.loginId, values.password))}
        >
          <div className="form-group">
            <label htmlFor={ids.loginId} className="active">
              {text.login.loginId}
            </label>
            <input
              id={ids.loginId}
              type="text"
              className={`form-control${errors.loginId ? ' is-invalid' : ''}`}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              aria-invalid={errors.loginId ? true : undefined}
              aria-describedby={errors.loginId ? ids.loginIdError : undefined}
              {...register('loginId')}
            />
            <FieldErrorText id={ids.loginIdError} error={errors.loginId} />
          </div>
          <div className="form-group">
            <label htmlFor={ids.password} className="active">
              {text.login.password}
            </label>
            <div className="password-field">
              <input
                id={ids.password}
                type={showPassword ? 'text' : 'password'}
                className={`form-control${errors.password ? ' is-invalid' : ''}`}
                autoComplete="current-password"
                required
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={errors.password ? ids.passwordError : undefined}
                {...register('password')}
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
            <FieldErrorText id={ids.passwordError} error={errors.password} />
          </div>
          <button type="submit" className="btn btn-primary btn-lg w-100" disabled={!filled || pending}>
            {text.login.submit}
          </button>
        </form>
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
