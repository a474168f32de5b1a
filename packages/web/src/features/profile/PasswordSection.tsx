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
import { changePassword } from './api';
import { ProfileSection } from './ProfileSection';

const t = text.profile;
const SESSION_CODES = Object.keys(sessionErrorRouteCodes);
/** SPEC §8: C0001, the password was set. */
export const PASSWORD_SET_CODE = 'C0001';

interface Values {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}
const EMPTY: Values = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * Change password (SPEC §5, §8): the three fields, the length and match texts; CHANGEPASSWORD_002 under
 * the new password, LOGIN_002 the lockout text, anything else the spec's failure text. Success shows the
 * spec's confirmation on /profilo/C0001 (the server has ended the user's other sessions).
 */
export function PasswordSection() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ mode: 'onTouched', defaultValues: EMPTY });
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
    reset(EMPTY);
    await navigate(paths.profileMessage(PASSWORD_SET_CODE), { replace: true });
  });

  return (
    <ProfileSection title={t.passwordTitle}>
      <p>{t.passwordIntro}</p>
      <form className="app-form profile-form" noValidate onSubmit={onSubmit}>
        <PasswordField
          label={t.currentPassword}
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
            {t.changePassword}
          </button>
        </div>
      </form>
    </ProfileSection>
  );
}
