import type { RefObject } from 'react';
import { formatPhone } from '@/shared/format';
import { text } from '@/shared/messages';
import { PhoneNumberForm } from '@/shared/phone/PhoneNumberForm';
import { withStepUp } from '@/shared/second-factor/stepUp';
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

/**
 * Step 3, Cellulare: the mobile number the SMS code goes to. An account the agency made without a mobile
 * comes here after its login; its first mobile is a new way in, behind a step-up (decisions/0130): a
 * registration of the client's own never meets it.
 */
export function PhoneStep({ headingRef, phone, onSent }: PhoneStepProps) {
  return (
    <div className="wizard-step">
      <StepHeading title={t.phoneTitle} headingRef={headingRef} />
      <p>{t.phoneIntro}</p>
      <PhoneNumberForm
        label={t.phone}
        submitLabel={t.next}
        initial={formatPhone(phone) ?? ''}
        guard={withStepUp}
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
