import { ErrorCode } from '@area-clienti/contract';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { errorCodeOf } from '../../../shared/api';
import * as validate from '../../../shared/forms/validators';
import { inviteErrorMessage, inviteInvalidMessage, text } from '../../../shared/messages';
import { ActionAlert } from '../../../shared/ui/form/ActionAlert';
import { NewPasswordFields } from '../../../shared/ui/form/NewPasswordFields';
import { useOutcome } from '../../../shared/ui/form/useOutcome';
import { PageHeading } from '../../../shared/ui/PageHeading';
import { QueryError } from '../../../shared/ui/QueryError';
import { checkInvite, enterByInvite } from './api';
import { type InviteCode, parseInviteCode } from './inviteCode';

const t = text.firstAccess;

/**
 * /first?code=… (SPEC §2, §4): a malformed code shows nothing but the page title; a well-formed one is
 * checked on load, and if valid a new-password form is shown.
 */
export function FirstAccessPage() {
  const [params] = useSearchParams();
  const invite = parseInviteCode(params.get('code'));
  return (
    <div className="row justify-content-center">
      <div className="col-12 col-md-10 col-lg-6">
        <PageHeading title={t.title} />
        {invite ? <CheckedInvite invite={invite} /> : null}
      </div>
    </div>
  );
}

function CheckedInvite({ invite }: { invite: InviteCode }) {
  const check = useQuery({
    queryKey: ['inviteCheck', invite.userID, invite.hash],
    queryFn: ({ signal }) => checkInvite(invite, signal),
    staleTime: Infinity,
  });
  if (check.isPending) return <p role="status">{text.loading}</p>;
  if (check.isError) {
    // Too many checks from this address (429 ONBOARDING_AU_013) has its own message.
    const code = errorCodeOf(check.error);
    return code === ErrorCode.PHONE_CODE_LOCKED ? (
      <ActionAlert tone="danger" message={inviteErrorMessage(code)} />
    ) : (
      <QueryError />
    );
  }
  if (!check.data.inviteCodeValid) return <ActionAlert tone="danger" message={inviteInvalidMessage} />;
  return <InviteForm invite={invite} />;
}

interface Values {
  password: string;
  confirmPassword: string;
}

function InviteForm({ invite }: { invite: InviteCode }) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ mode: 'onTouched', defaultValues: { password: '', confirmPassword: '' } });
  const { outcome, show, clear } = useOutcome();

  const onSubmit = handleSubmit(async ({ password }) => {
    clear();
    const result = await enterByInvite(invite, password);
    if (result.kind === 'navigate') await navigate(result.to, { replace: true });
    else if (result.kind === 'error') show('danger', result.message);
    else if (result.kind === 'failed') {
      if (result.message.target === 'password') {
        setError('password', { type: 'server', message: result.message.text }, { shouldFocus: true });
      } else {
        show('danger', result.message);
      }
    }
  });

  return (
    <>
      <p className="lead-text">{t.intro}</p>
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
            {t.submit}
          </button>
        </div>
      </form>
    </>
  );
}
