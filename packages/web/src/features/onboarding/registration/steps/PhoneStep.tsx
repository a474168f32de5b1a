import type { RefObject } from 'react';
import { formatPhone } from '@/shared/format';
import { text } from '@/shared/messages';
import { PhoneNumberForm } from '@/shared/phone/PhoneNumberForm';
import { session } from '@/shared/session';
import { StepHeading } from './StepHeading';

const t = text.registration;

interface PhoneStepProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The number sent to before ('Inserisci di nuovo il numero'): the field starts with it, to correct. */
  phone: string | null;
  /** Reads the status again ("reload", SPEC §4). */
  onSent: () => Promise<unknown>;
}

/** Step 3, Cellulare: the mobile number the SMS code goes to. */
export function PhoneStep({ headingRef, phone, onSent }: PhoneStepProps) {
  return (
    <div className="wizard-step">
      <StepHeading title={t.phoneTitle} headingRef={headingRef} />
      <p>{t.phoneIntro}</p>
      <PhoneNumberForm
        label={t.phone}
        submitLabel={t.next}
        initial={formatPhone(phone) ?? ''}
        onSent={async () => {
          // SPEC §4: a successful submit clears the forced-phone flag and reloads. The status is read first,
          // so that step 4 appears with the new number rather than the old one.
          await onSent();
          session.setPhoneForced(false);
        }}
      />
    </div>
  );
}
