import type { RefObject } from 'react';
import { smsCodeErrorMessage, text } from '../../../../shared/messages';
import { session } from '../../../../shared/session';
import { CodeVerificationForm } from '../../../../shared/ui/form/CodeVerificationForm';
import { OutcomeAlert } from '../../../../shared/ui/form/FormFooter';
import { ResendButton } from '../../../../shared/ui/form/ResendButton';
import { useResend } from '../../../../shared/ui/form/useResend';
import { resendSms, validatePhone } from '../api';
import { StepHeading } from './StepHeading';

const t = text.registration;

interface SmsStepProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  phone: string;
  /** Reads the status again ("reload", SPEC §4). */
  onVerified: () => Promise<unknown>;
}

/**
 * Step 4, Verifica cellulare: the 6-digit SMS code. Resending waits 60 seconds after the step appears and
 * after each resend; the wait is written next to the action, and its end announced politely.
 */
export function SmsStep({ headingRef, phone, onVerified }: SmsStepProps) {
  const resend = useResend({ send: resendSms, done: t.resendSmsDone, channel: 'sms', countdown: true });

  return (
    <div className="wizard-step">
      <StepHeading title={t.smsTitle} headingRef={headingRef} />
      <p>{t.smsIntro(phone)}</p>
      <CodeVerificationForm
        label={t.smsCode}
        submitLabel={t.confirm}
        verify={validatePhone}
        messageOf={smsCodeErrorMessage}
        onVerified={onVerified}
      />
      <ul className="wizard-step__actions">
        <li>
          <ResendButton
            resend={resend}
            label={t.resendSms}
            waitText={t.resendSmsWait}
            waitClassName="form-note wizard-step__wait"
          />
        </li>
        <li>
          {t.wrongNumber}{' '}
          <button type="button" className="link-button" onClick={() => session.setPhoneForced(true)}>
            {t.changePhone}
          </button>
        </li>
      </ul>
      <p className="visually-hidden" role="status">
        {resend.waiting ? '' : t.resendSmsReady}
      </p>
      <OutcomeAlert outcome={resend.outcome} />
    </div>
  );
}
