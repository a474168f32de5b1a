import { ErrorCode, validateInviteCodeRequest } from '@area-clienti/contract';
import { useQuery } from '@tanstack/react-query';
import { errorCodeOf } from '@/shared/api';
import { formResolver } from '@/shared/forms/resolver';
import { newPasswordForm } from '@/shared/forms/schemas';
import { inviteErrorMessage, inviteInvalidMessage, text } from '@/shared/messages';
import { useNavigate, useSearchParams } from '@/shared/router';
import { ActionAlert } from '@/shared/ui/form/ActionAlert';
import { FormFooter } from '@/shared/ui/form/FormFooter';
import { NewPasswordFields } from '@/shared/ui/form/NewPasswordFields';
import { usePasswordForm } from '@/shared/ui/form/usePasswordForm';
import { PageHeading } from '@/shared/ui/PageHeading';
import { QueryError } from '@/shared/ui/QueryError';
import { enterByInvite, inviteCheckQuery } from './api';
import { type InviteCode, parseInviteCode } from './inviteCode';

const t = text.firstAccess;
/** ValidateInviteCode's new password, with its confirmation (SPEC §5). */
const resolver = formResolver(newPasswordForm(validateInviteCodeRequest.shape.newPassword));

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
  const check = useQuery(inviteCheckQuery(invite));
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

function InviteForm({ invite }: { invite: InviteCode }) {
  const navigate = useNavigate();
  const { form, outcome, fail, newPasswordFields } = usePasswordForm(resolver);
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async ({ password }) => {
    outcome.clear();
    const result = await enterByInvite(invite, password);
    if (result.kind === 'navigate') await navigate(result.to, { replace: true });
    else if (result.kind === 'error') outcome.show('danger', result.message);
    else if (result.kind === 'failed') fail(result.message);
  });

  return (
    <>
      <p className="lead-text">{t.intro}</p>
      <form className="app-form" noValidate onSubmit={onSubmit}>
        <NewPasswordFields {...newPasswordFields()} />
        <FormFooter outcome={outcome.outcome} submitLabel={t.submit} submitting={isSubmitting} />
      </form>
    </>
  );
}
