import { sessionErrorRouteCodes } from '@area-clienti/contract';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { errorCodeOf } from '../../shared/api';
import * as validate from '../../shared/forms/validators';
import { formMessages, passwordChangeErrorMessage, text } from '../../shared/messages';
import { paths } from '../../shared/routes';
import { redirectedBySession } from '../../shared/session/enter';
import { ActionAlert } from '../../shared/ui/form/ActionAlert';
import { NewPasswordFields } from '../../shared/ui/form/NewPasswordFields';
import { PasswordField } from '../../shared/ui/form/PasswordField';
import { useOutcome } from '../../shared/ui/form/useOutcome';
import { PageHeading } from '../../shared/ui/PageHeading';
import { changePassword } from './api';

const t = text.passwordChange;
const SESSION_CODES = Object.keys(sessionErrorRouteCodes);

/** The password-change confirmation of the home page (SPEC §8: M0001). */
export const PASSWORD_CHANGED_CODE = 'M0001';

interface Values {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

/** /login-password-change/ (SPEC §2, §4, §5): the forced change; success goes to /m/M0001. */
export function PasswordChangePage() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    mode: 'onTouched',
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const { outcome, show, clear } = useOutcome();

  const onSubmit = handleSubmit(async ({ currentPassword, password }) => {
    clear();
    try {
      await changePassword(currentPassword, password);
    } catch (error) {
      if (redirectedBySession(error, SESSION_CODES)) return;
      const message = passwordChangeErrorMessage(errorCodeOf(error));
      if (message.target === 'password') {
        setError('password', { type: 'server', message: message.text }, { shouldFocus: true });
      } else {
        show('danger', message);
      }
      return;
    }
    await navigate(paths.homeMessage(PASSWORD_CHANGED_CODE), { replace: true });
  });

  return (
    <div className="row">
      <div className="col-12 col-md-10 col-lg-6">
        <PageHeading title={t.title}>
          <p className="lead-text">{t.intro}</p>
        </PageHeading>
        <form className="app-form" noValidate onSubmit={onSubmit}>
          <PasswordField
            label={t.current}
            autoComplete="current-password"
            registration={register('currentPassword', {
              validate: (value) => value !== '' || formMessages.required,
            })}
            error={errors.currentPassword}
          />
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
              {t.submit}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
