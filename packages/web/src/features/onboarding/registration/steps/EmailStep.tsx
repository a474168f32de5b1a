import type { RefObject } from 'react';
import { emailCodeErrorMessage, text } from '../../../../shared/messages';
import { FieldList } from '../../../../shared/ui/FieldList';
import { CodeVerificationForm } from '../../../../shared/ui/form/CodeVerificationForm';
import { OutcomeAlert } from '../../../../shared/ui/form/FormFooter';
import { ResendButton } from '../../../../shared/ui/form/ResendButton';
import { useResend } from '../../../../shared/ui/form/useResend';
import { resendEmail, validateEmail } from '../api';
import { StepHeading } from './StepHeading';

const t = text.registration;

interface EmailStepProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  userCode: string;
  email: string;
  /** Reads the status again ("reload", SPEC §4). */
  onVerified: () => Promise<unknown>;
}

/** Step 2, Verifica e-mail: the 6-digit code sent by e-mail; shows the user code and the e-mail. */
export function EmailStep({ headingRef, userCode, email, onVerified }: EmailStepProps) {
  const resend = useResend({ send: resendEmail, done: t.resendEmailDone, channel: 'email' });

  return (
    <div className="wizard-step">
      <StepHeading title={t.emailTitle} headingRef={headingRef} />
      <p>{t.emailIntro}</p>
      <FieldList
        className="field-list--compact"
        fields={[
          { label: t.userCode, value: userCode },
          { label: t.emailAddress, value: email },
        ]}
      />
      <p className="form-note">{t.userCodeNote}</p>
      <CodeVerificationForm
        label={t.emailCode}
        submitLabel={t.confirm}
        verify={validateEmail}
        messageOf={emailCodeErrorMessage}
        onVerified={onVerified}
      />
      <p className="wizard-step__aside">
        {t.resendEmailQuestion} <ResendButton resend={resend} label={t.resendEmail} />
      </p>
      <OutcomeAlert outcome={resend.outcome} />
    </div>
  );
}
