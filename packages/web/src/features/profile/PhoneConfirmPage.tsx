import './profile.scss';
import { useMutation } from '@tanstack/react-query';
import { text } from '@/shared/messages';
import { phoneMutations } from '@/shared/phone/api';
import { Link, useLocation, useNavigate } from '@/shared/router';
import { paths } from '@/shared/routes';
import { CodeVerificationForm } from '@/shared/ui/form/CodeVerificationForm';
import { PageHeading } from '@/shared/ui/PageHeading';
import type { PhoneConfirmState } from './PhoneChangePage';

const t = text.phoneChange;
/** SPEC §8: C0002, the mobile number was changed. */
export const MOBILE_CHANGED_CODE = 'C0002';

function phoneOf(state: unknown): string | null {
  const phone =
    typeof state === 'object' && state !== null ? (state as Partial<PhoneConfirmState>).phone : null;
  return typeof phone === 'string' && phone !== '' ? phone : null;
}

/**
 * /profilo/conferma-cellulare (SPEC §2, §4): the 6-digit SMS code; success → /profilo/C0002. Resending
 * waits 60 seconds, as in the registration wizard.
 */
export function PhoneConfirmPage() {
  const navigate = useNavigate();
  const phone = phoneOf(useLocation().state);
  const validatePhone = useMutation(phoneMutations.validate());
  const resendSms = useMutation(phoneMutations.resend());

  return (
    <div className="row">
      <div className="col-12 col-md-10 col-lg-7">
        <PageHeading title={t.confirmTitle}>
          <p className="lead-text">{t.confirmIntro(phone)}</p>
        </PageHeading>
        <CodeVerificationForm
          channel="sms"
          verify={validatePhone.mutateAsync}
          resend={resendSms.mutateAsync}
          onVerified={() => navigate(paths.profileMessage(MOBILE_CHANGED_CODE), { replace: true })}
          actions={
            <>
              <li>
                {text.registration.wrongNumber} <Link to={paths.profilePhone()}>{t.otherNumber}</Link>
              </li>
              <li>
                <Link to={paths.profile()}>{t.backToProfile}</Link>
              </li>
            </>
          }
        />
      </div>
    </div>
  );
}
