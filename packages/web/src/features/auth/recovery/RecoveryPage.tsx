import { sessionErrorRouteCodes } from '@area-clienti/contract';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { errorCodeOf } from '../../../shared/api';
import * as validate from '../../../shared/forms/validators';
import { recoveryErrorMessage, text } from '../../../shared/messages';
import { paths } from '../../../shared/routes';
import { redirectedBySession } from '../../../shared/session/enter';
import { ActionAlert } from '../../../shared/ui/form/ActionAlert';
import { NewPasswordFields } from '../../../shared/ui/form/NewPasswordFields';
import { TextField } from '../../../shared/ui/form/TextField';
import { useOutcome } from '../../../shared/ui/form/useOutcome';
import { PageHeading } from '../../../shared/ui/PageHeading';
import { sendRecoveryCode, setRecoveredPassword } from './api';
import { parseRecoveryCode } from './recoveryCode';

const t = text.recovery;
const SESSION_CODES = Object.keys(sessionErrorRouteCodes);

/** /recupero-password and /recupero-password/{code}: a code of 35–50 characters shows the new-password form. */
export function RecoveryPage() {
  const code = parseRecoveryCode(useParams().changePasswordCode);
  return (
    <div className="row justify-content-center">
      <div className="col-12 col-md-10 col-lg-6">
        {code ? <NewPasswordForm key={code} code={code} /> : <SendCodeForm />}
        <p className="mt-4">
          <Link to={paths.login()}>{t.backToLogin}</Link>
        </p>
      </div>
    </div>
  );
}

/** Without a code: user ID or e-mail, send; on success a message and the field cleared (SPEC §4). */
function SendCodeForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ loginId: string }>({ mode: 'onTouched', defaultValues: { loginId: '' } });
  const { outcome, show, clear } = useOutcome();

  const onSubmit = handleSubmit(async ({ loginId }) => {
    clear();
    try {
      await sendRecoveryCode(loginId);
    } catch (error) {
      if (!redirectedBySession(error, SESSION_CODES)) show('danger', t.sendError);
      return;
    }
    reset({ loginId: '' });
    show('success', t.sent);
  });

  return (
    <>
      <PageHeading title={t.title}>
        <p className="lead-text">{t.intro}</p>
      </PageHeading>
      <form className="app-form" noValidate onSubmit={onSubmit}>
        <TextField
          label={t.loginId}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={254}
          required
          registration={register('loginId', { validate: validate.required })}
          error={errors.loginId}
        />
        {outcome ? <ActionAlert key={outcome.key} tone={outcome.tone} message={outcome.message} /> : null}
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {t.send}
          </button>
        </div>
      </form>
    </>
  );
}

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** With a code: new password and confirmation; success leaves for /login/C0001 (SPEC §4). */
function NewPasswordForm({ code }: { code: string }) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({ mode: 'onTouched', defaultValues: { password: '', confirmPassword: '' } });
  const { outcome, show, clear } = useOutcome();

  const onSubmit = handleSubmit(async ({ password }) => {
    clear();
    try {
      await setRecoveredPassword(code, password);
    } catch (error) {
      if (redirectedBySession(error, SESSION_CODES)) return;
      const message = recoveryErrorMessage(errorCodeOf(error));
      if (message.target === 'password') {
        setError('password', { type: 'server', message: message.text }, { shouldFocus: true });
      } else {
        show('danger', message);
      }
      return;
    }
    await navigate(paths.loginMessage('C0001'), { replace: true });
  });

  return (
    <>
      <PageHeading title={t.newTitle}>
        <p className="lead-text">{t.newIntro}</p>
      </PageHeading>
      <form className="app-form" noValidate onSubmit={onSubmit}>
        <NewPasswordFields
          password={register('password', { validate: validate.newPassword })}
          confirmation={register('confirmPassword', {
            validate: (value, all) => validate.passwordConfirmation(all.password)(value),
          })}
          passwordError={errors.password}
          confirmationError={errors.confirmPassword}
        />
        {outcome ? <ActionAlert key={outcome.key} tone={outcome.tone} message={outcome.message} /> : null}
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {t.submitNew}
          </button>
        </div>
      </form>
    </>
  );
}
