import { forgotPasswordSendCodeRequest, forgotPasswordVerifyCodeRequest } from '@area-clienti/contract';
import { useForm } from 'react-hook-form';
import { redirectedBySession } from '@/shared/api';
import { formResolver } from '@/shared/forms/resolver';
import { newPasswordForm } from '@/shared/forms/schemas';
import { recoveryErrorMessage, text } from '@/shared/messages';
import { Link, useNavigate, useParams } from '@/shared/router';
import { paths } from '@/shared/routes';
import { FormFooter } from '@/shared/ui/form/FormFooter';
import { NewPasswordFields } from '@/shared/ui/form/NewPasswordFields';
import { TextField } from '@/shared/ui/form/TextField';
import { useOutcome } from '@/shared/ui/form/useOutcome';
import { usePasswordForm } from '@/shared/ui/form/usePasswordForm';
import { PageHeading } from '@/shared/ui/PageHeading';
import { sendRecoveryCode, setRecoveredPassword } from './api';
import { parseRecoveryCode } from './recoveryCode';

const t = text.recovery;
/** forgotPasswordSendCode's body: the user ID or e-mail, under the name the call gives it. */
const sendCodeResolver = formResolver(forgotPasswordSendCodeRequest);
/** forgotPasswordVerifyCode's new password, with its confirmation (SPEC §5). */
const newPasswordResolver = formResolver(newPasswordForm(forgotPasswordVerifyCodeRequest.shape.newPassword));

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
  } = useForm({ mode: 'onTouched', defaultValues: { email: '' }, resolver: sendCodeResolver });
  const { outcome, show, clear } = useOutcome();

  const onSubmit = handleSubmit(async ({ email }) => {
    clear();
    try {
      await sendRecoveryCode(email);
    } catch (error) {
      if (!redirectedBySession(error)) show('danger', t.sendError);
      return;
    }
    reset({ email: '' });
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
          registration={register('email')}
          error={errors.email}
        />
        <FormFooter outcome={outcome} submitLabel={t.send} submitting={isSubmitting} />
      </form>
    </>
  );
}

/** With a code: new password and confirmation; success leaves for /login/C0001 (SPEC §4). */
function NewPasswordForm({ code }: { code: string }) {
  const navigate = useNavigate();
  const { form, outcome, send, newPasswordFields } = usePasswordForm(newPasswordResolver);
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async ({ password }) => {
    if (!(await send(() => setRecoveredPassword(code, password), recoveryErrorMessage))) return;
    await navigate(paths.loginMessage('C0001'), { replace: true });
  });

  return (
    <>
      <PageHeading title={t.newTitle}>
        <p className="lead-text">{t.newIntro}</p>
      </PageHeading>
      <form className="app-form" noValidate onSubmit={onSubmit}>
        <NewPasswordFields {...newPasswordFields()} />
        <FormFooter outcome={outcome.outcome} submitLabel={t.submitNew} submitting={isSubmitting} />
      </form>
    </>
  );
}
