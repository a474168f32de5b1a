import { useMutation } from '@tanstack/react-query';
import type { RefObject } from 'react';
import { formatPhone } from '@/shared/format';
import { text } from '@/shared/messages';
import { phoneMutations } from '@/shared/phone/api';
import { session } from '@/shared/session';
import { CodeVerificationForm } from '@/shared/ui/form/CodeVerificationForm';
import { StepHeading } from './StepHeading';

const t = text.registration;

interface SmsStepProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  phone: string;
}

/**
 * Step 4, Verifica cellulare: the 6-digit SMS code. A confirmed code has the status read again ("reload",
 * SPEC §4), which moves the wizard on; 'Inserisci di nuovo il numero' sets the forced-phone flag (step 3).
 */
export function SmsStep({ headingRef, phone }: SmsStepProps) {
  const validatePhone = useMutation(phoneMutations.validate());
  const resendSms = useMutation(phoneMutations.resend());

  return (
    <div className="wizard-step">
      <StepHeading title={t.smsTitle} headingRef={headingRef} />
      <p>{t.smsIntro(formatPhone(phone) ?? phone)}</p>
      <CodeVerificationForm
        channel="sms"
        verify={validatePhone.mutateAsync}
        resend={resendSms.mutateAsync}
        actions={
          <li>
            {t.wrongNumber}{' '}
            <button type="button" className="link-button" onClick={() => session.setPhoneForced(true)}>
              {t.changePhone}
            </button>
          </li>
        }
      />
    </div>
  );
}
