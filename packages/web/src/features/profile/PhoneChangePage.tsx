import './profile.scss';
import { formatPhone } from '@/shared/format';
import { text } from '@/shared/messages';
import { PhoneNumberForm } from '@/shared/phone/PhoneNumberForm';
import { Link, useNavigate } from '@/shared/router';
import { paths } from '@/shared/routes';
import { withStepUp } from '@/shared/second-factor/stepUp';
import { FieldList } from '@/shared/ui/FieldList';
import { PageHeading } from '@/shared/ui/PageHeading';
import { useProfileStatus } from './api';

const t = text.phoneChange;

/** Router state of /profilo/conferma-cellulare: the number the SMS went to, to show it. */
export interface PhoneConfirmState {
  phone: string;
}

/** /profilo/modifica-cellulare (SPEC §2, §4): the new number gets an SMS code; the old one stays until then. */
export function PhoneChangePage() {
  const navigate = useNavigate();
  const status = useProfileStatus();
  const current = status.data?.user?.phone ?? null;

  async function onSent(phone: string) {
    const state: PhoneConfirmState = { phone: formatPhone(phone) ?? phone };
    await navigate(paths.profilePhoneConfirm(), { state });
  }

  return (
    <div className="row">
      <div className="col-12 col-md-10 col-lg-7">
        <PageHeading title={t.title}>
          <p className="lead-text">{t.intro}</p>
        </PageHeading>
        {current ? <FieldList fields={[{ label: t.current, value: formatPhone(current) }]} /> : null}
        <PhoneNumberForm
          guard={withStepUp}
          label={t.newPhone}
          submitLabel={t.send}
          current={current}
          onSent={onSent}
          actionsClassName="d-flex flex-wrap gap-3"
        >
          <Link className="btn btn-outline-primary" to={paths.profile()}>
            {t.backToProfile}
          </Link>
        </PhoneNumberForm>
      </div>
    </div>
  );
}
