import type { RefObject } from 'react';
import { text } from '@/shared/messages';
import { FieldList } from '@/shared/ui/FieldList';
import { CodeVerificationForm } from '@/shared/ui/form/CodeVerificationForm';
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
        channel="email"
        verify={validateEmail}
        resend={resendEmail}
        onVerified={onVerified}
      />
    </div>
  );
}
