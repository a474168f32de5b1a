import './profile.scss';
import { normalizeMobile, sessionErrorRouteCodes } from '@area-clienti/contract';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { errorCodeOf } from '../../shared/api';
import { formatPhone } from '../../shared/format';
import { mobile } from '../../shared/forms/validators';
import { sendSmsErrorMessage, text } from '../../shared/messages';
import { paths } from '../../shared/routes';
import { redirectedBySession } from '../../shared/session/enter';
import { FieldList } from '../../shared/ui/FieldList';
import { ActionAlert } from '../../shared/ui/form/ActionAlert';
import { TextField } from '../../shared/ui/form/TextField';
import { useOutcome } from '../../shared/ui/form/useOutcome';
import { PageHeading } from '../../shared/ui/PageHeading';
import { sendSms, useProfileStatus } from './api';

const t = text.phoneChange;
const SESSION_CODES = Object.keys(sessionErrorRouteCodes);

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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ phone: string }>({ mode: 'onTouched', defaultValues: { phone: '' } });
  const { outcome, show, clear } = useOutcome();

  const onSubmit = handleSubmit(async ({ phone }) => {
    clear();
    try {
      await sendSms(phone);
    } catch (error) {
      if (redirectedBySession(error, SESSION_CODES)) return;
      const message = sendSmsErrorMessage(errorCodeOf(error));
      if (message.target === 'phone')
        setError('phone', { type: 'server', message: message.text }, { shouldFocus: true });
      else show('danger', message);
      return;
    }
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
          <TextField
            label={t.newPhone}
            type="tel"
            autoComplete="tel"
            maxLength={20}
            required
            hint={text.registration.phoneHint}
            registration={register('phone', {
              validate: (value) => {
                const check = mobile(value);
                if (check !== true) return check;
                return sameMobile(value, current) ? t.samePhone : true;
              },
            })}
            error={errors.phone}
          />
          {outcome ? <ActionAlert key={outcome.key} tone={outcome.tone} message={outcome.message} /> : null}
          <div className="form-actions d-flex flex-wrap gap-3">
            <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
              {t.send}
            </button>
            <Link className="btn btn-outline-primary" to={paths.profile()}>
              {t.backToProfile}
            </Link>
          </div>
        </form>
      </div>
    </div>
  );
}
