import type { ReactNode } from 'react';
import { codeResolver } from '@/shared/forms/schemas';
import { emailCodeErrorMessage, smsCodeErrorMessage, text } from '@/shared/messages';
import { FormFooter, OutcomeAlert } from './FormFooter';
import { ResendButton } from './ResendButton';
import { TextField } from './TextField';
import { useResend } from './useResend';
import { useRoutedForm } from './useRoutedForm';

const t = text.registration;

/**
 * What the e-mail code and the SMS code say, and their wait before a new one: 60 seconds for the SMS (SPEC
 * §9), and the same for the e-mail, so that both resend links behave alike (issue 11).
 */
const CHANNELS = {
  email: {
    label: t.emailCode,
    messageOf: emailCodeErrorMessage,
    resend: t.resendEmail,
    resent: t.resendEmailDone,
    waitText: t.resendEmailWait,
    ready: t.resendEmailReady,
  },
  sms: {
    label: t.smsCode,
    messageOf: smsCodeErrorMessage,
    resend: t.resendSms,
    resent: t.resendSmsDone,
    waitText: t.resendSmsWait,
    ready: t.resendSmsReady,
  },
} as const;

interface CodeVerificationFormProps {
  channel: keyof typeof CHANNELS;
  /** Sends the code (its six digits). */
  verify: (code: string) => Promise<unknown>;
  /** Sends a new code. */
  resend: () => Promise<unknown>;
  /** After the code is accepted. */
  onVerified?: () => unknown;
  /** The SMS's other ways on, as list items after the resend (another number, back to the profile). */
  actions?: ReactNode;
}

/**
 * The code sent by e-mail or SMS, and sending it again: the registration's steps 2 and 4 and the profile's
 * phone confirmation. The e-mail offers the resend in a sentence; the SMS lists it with its other actions.
 * Both wait 60 seconds after the form appears and after each resend (the wait written next to it, its end
 * announced politely).
 */
export function CodeVerificationForm({
  channel,
  verify,
  resend,
  onVerified,
  actions,
}: CodeVerificationFormProps) {
  const c = CHANNELS[channel];
  const resending = useResend({ send: resend, done: c.resent, channel, countdown: true });
  const { form, outcome, send } = useRoutedForm({ code: '' }, 'code', codeResolver);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async ({ code }) => {
    if ((await send(() => verify(code), c.messageOf)) && onVerified) await onVerified();
  });

  return (
    <>
      <form className="app-form" noValidate onSubmit={onSubmit}>
        <TextField
          label={c.label}
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          required
          registration={register('code')}
          error={errors.code}
        />
        <FormFooter outcome={outcome.outcome} submitLabel={t.confirm} submitting={isSubmitting} />
      </form>
      {channel === 'email' ? (
        <p className="code-actions">
          {t.resendEmailQuestion} <ResendButton resend={resending} label={c.resend} waitText={c.waitText} />
        </p>
      ) : (
        <ul className="code-actions">
          <li>
            <ResendButton resend={resending} label={c.resend} waitText={c.waitText} />
          </li>
          {actions}
        </ul>
      )}
      <p className="visually-hidden" role="status">
        {resending.waiting ? '' : c.ready}
      </p>
      <OutcomeAlert outcome={resending.outcome} />
    </>
  );
}
