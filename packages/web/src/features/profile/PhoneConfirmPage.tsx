import './profile.scss';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { smsCodeErrorMessage, text } from '../../shared/messages';
import { paths } from '../../shared/routes';
import { CodeVerificationForm } from '../../shared/ui/form/CodeVerificationForm';
import { OutcomeAlert } from '../../shared/ui/form/FormFooter';
import { ResendButton } from '../../shared/ui/form/ResendButton';
import { useResend } from '../../shared/ui/form/useResend';
import { PageHeading } from '../../shared/ui/PageHeading';
import { PROFILE_STATUS_KEY, resendSms, validatePhone } from './api';
import type { PhoneConfirmState } from './PhoneChangePage';

const t = text.phoneChange;
const r = text.registration;
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
  const queryClient = useQueryClient();
  const phone = phoneOf(useLocation().state);
  const resend = useResend({ send: resendSms, done: r.resendSmsDone, channel: 'sms', countdown: true });

  async function onVerified() {
    await queryClient.invalidateQueries({ queryKey: PROFILE_STATUS_KEY });
    await navigate(paths.profileMessage(MOBILE_CHANGED_CODE), { replace: true });
  }

  return (
    <div className="row">
      <div className="col-12 col-md-10 col-lg-7">
        <PageHeading title={t.confirmTitle}>
          <p className="lead-text">{t.confirmIntro(phone)}</p>
        </PageHeading>
        <CodeVerificationForm
          label={r.smsCode}
          submitLabel={r.confirm}
          verify={validatePhone}
          messageOf={smsCodeErrorMessage}
          onVerified={onVerified}
        />
        <ul className="phone-actions">
          <li>
            <ResendButton resend={resend} label={r.resendSms} waitText={r.resendSmsWait} />
          </li>
          <li>
            {r.wrongNumber} <Link to={paths.profilePhone()}>{t.otherNumber}</Link>
          </li>
          <li>
            <Link to={paths.profile()}>{t.backToProfile}</Link>
          </li>
        </ul>
        <p className="visually-hidden" role="status">
          {resend.waiting ? '' : r.resendSmsReady}
        </p>
        <OutcomeAlert outcome={resend.outcome} />
      </div>
    </div>
  );
}
