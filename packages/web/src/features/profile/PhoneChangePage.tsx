import './profile.scss';
import { normalizeMobile } from '@area-clienti/contract';
import { Link, useNavigate } from 'react-router';
import { formatPhone } from '../../shared/format';
import { mobile } from '../../shared/forms/validators';
import { sendSmsErrorMessage, text } from '../../shared/messages';
import { paths } from '../../shared/routes';
import { FieldList } from '../../shared/ui/FieldList';
import { FormFooter } from '../../shared/ui/form/FormFooter';
import { PhoneNumberField } from '../../shared/ui/form/PhoneNumberField';
import { useRoutedForm } from '../../shared/ui/form/useRoutedForm';
import { PageHeading } from '../../shared/ui/PageHeading';
import { sendSms, useProfileStatus } from './api';

const t = text.phoneChange;

/** The same number, however it is written (+39, 0039, spaces). */
const sameMobile = (a: string, b: string | null | undefined) =>
  Boolean(b) &&
  normalizeMobile(a).replace(/^(?:\+39|0039)/, '') === normalizeMobile(b ?? '').replace(/^(?:\+39|0039)/, '');

/** Router state of /profilo/conferma-cellulare: the number the SMS went to, to show it. */
export interface PhoneConfirmState {
  phone: string;
}

/** /profilo/modifica-cellulare (SPEC §2, §4): the new number gets an SMS code; the old one stays until then. */
export function PhoneChangePage() {
  const navigate = useNavigate();
  const status = useProfileStatus();
  const current = status.data?.user?.phone ?? null;
  const { form, outcome, send } = useRoutedForm<{ phone: string }>({ phone: '' }, 'phone');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async ({ phone }) => {
    if (!(await send(() => sendSms(phone), sendSmsErrorMessage))) return;
    const state: PhoneConfirmState = { phone: formatPhone(phone.trim()) ?? phone.trim() };
    await navigate(paths.profilePhoneConfirm(), { state });
  });

  return (
    <div className="row">
      <div className="col-12 col-md-10 col-lg-7">
        <PageHeading title={t.title}>
          <p className="lead-text">{t.intro}</p>
        </PageHeading>
        {current ? <FieldList fields={[{ label: t.current, value: formatPhone(current) }]} /> : null}
        <form className="app-form" noValidate onSubmit={onSubmit}>
          <PhoneNumberField
            label={t.newPhone}
            registration={register('phone', {
              validate: (value) => {
                const check = mobile(value);
                if (check !== true) return check;
                return sameMobile(value, current) ? t.samePhone : true;
              },
            })}
            error={errors.phone}
          />
          <FormFooter
            outcome={outcome.outcome}
            submitLabel={t.send}
            submitting={isSubmitting}
            actionsClassName="d-flex flex-wrap gap-3"
          >
            <Link className="btn btn-outline-primary" to={paths.profile()}>
              {t.backToProfile}
            </Link>
          </FormFooter>
        </form>
      </div>
    </div>
  );
}
