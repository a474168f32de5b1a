import { PROFILE_PRIVACY_TYPE } from '@area-clienti/contract';
import { useQuery } from '@tanstack/react-query';
import { type RefObject, useId } from 'react';
import { useWatch } from 'react-hook-form';
import { privacyTemplateQuery } from '@/shared/entities/privacy/api';
import { createUserErrorMessage, text } from '@/shared/messages';
import { choicesToSend, templateConsents } from '@/shared/privacy/consents';
import { session } from '@/shared/session';
import { Alert } from '@/shared/ui/Alert';
import { CheckboxField } from '@/shared/ui/form/CheckboxField';
import { ConsentsFieldset, stopAtRefusedNecessary } from '@/shared/ui/form/ConsentsFieldset';
import { OutcomeAlert } from '@/shared/ui/form/FormFooter';
import { PasswordField } from '@/shared/ui/form/PasswordField';
import { TextField } from '@/shared/ui/form/TextField';
import { useRoutedForm } from '@/shared/ui/form/useRoutedForm';
import { createUser } from '../api';
import { registrationResolver } from '../registrationForm';
import { StepHeading } from './StepHeading';

const t = text.registration;
const TAX_CODE_MAX = 16;

/** Step 1, Dati utente: the client's identity, a password, the privacy notice and consents (SPEC §2, §5). */
export function UserDataStep({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  // The privacy template asked at registration: the public variant, before any account exists.
  const template = useQuery({
    ...privacyTemplateQuery(PROFILE_PRIVACY_TYPE, 'public'),
    staleTime: 5 * 60_000,
  });
  const consents = template.data ? templateConsents(template.data.privacyTemplate) : [];
  const { form, outcome, send } = useRoutedForm(
    {
      email: '',
      codiceFiscale: '',
      numeroPolizza: '',
      password: '',
      confirmPassword: '',
      lettaInformativa: false,
    },
    'password',
    registrationResolver,
  );
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const values = useWatch({ control });
  // SPEC §5: the button stays disabled until every required field is filled, the notice's box ticked and
  // every consent answered (yes or no); meanwhile a line under it says what is missing.
  const emptyFields = (
    [
      [values.email, t.email],
      [values.codiceFiscale, t.taxCode],
      [values.numeroPolizza, t.policyNumber],
      [values.password, t.password],
      [values.confirmPassword, t.confirmPassword],
    ] as const
  )
    .filter(([value]) => (value ?? '').trim() === '')
    .map(([, label]) => label.toLowerCase());
  const unanswered = consents.filter(({ key }) => values[key] !== 'S' && values[key] !== 'N').length;
  const missing = [
    ...emptyFields,
    ...(values.lettaInformativa === true ? [] : [t.missingNotice]),
    ...(unanswered > 0 ? [t.missingConsents(unanswered)] : []),
  ];
  const filled = missing.length === 0;
  const missingId = useId();

  const onSubmit = handleSubmit(async (v) => {
    if (stopAtRefusedNecessary(consents, v, form.setError)) return;
    const answers = choicesToSend(consents, v);
    if (!template.data || !answers) return;
    const { privacyTemplate } = template.data;
    // The values come checked, and trimmed by the contract's schema.
    await send(async () => {
      const reply = await createUser({
        email: v.email,
        password: v.password,
        tipoSoggetto: 0,
        codiceFiscale: v.codiceFiscale.toUpperCase(),
        numeroPolizza: v.numeroPolizza,
        privacyType: privacyTemplate.type,
        privacyTemplateID: privacyTemplate.templateID,
        lettaInformativa: v.lettaInformativa,
        ...answers,
      });
      // SPEC §4: the token is stored and the page "reloads": the wizard reads the status of the new session.
      session.start(reply.token, reply.user);
    }, createUserErrorMessage);
  });

  return (
    <div className="wizard-step">
      <StepHeading title={t.steps[0] ?? ''} headingRef={headingRef} />
      <p className="form-note">{t.allRequired}</p>
      {template.isError ? (
        <Alert tone="danger" live="alert">
          {t.templateError}
        </Alert>
      ) : null}
      <form className="app-form" noValidate onSubmit={onSubmit}>
        <TextField
          label={t.email}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={254}
          required
          registration={register('email')}
          error={errors.email}
        />
        <TextField
          label={t.taxCode}
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={TAX_CODE_MAX}
          required
          registration={register('codiceFiscale')}
          error={errors.codiceFiscale}
        />
        <TextField
          label={t.policyNumber}
          spellCheck={false}
          maxLength={30}
          required
          hint={t.policyNumberHint}
          registration={register('numeroPolizza')}
          error={errors.numeroPolizza}
        />
        <PasswordField
          label={t.password}
          autoComplete="new-password"
          hint={text.password.hint}
          registration={register('password')}
          error={errors.password}
        />
        <PasswordField
          label={t.confirmPassword}
          autoComplete="new-password"
          registration={register('confirmPassword')}
          error={errors.confirmPassword}
        />
        <ConsentsFieldset
          legend={t.consents}
          consents={consents}
          choice={(key) => ({ registration: register(key), error: errors[key] })}
        >
          <CheckboxField
            label={t.privacyNotice}
            registration={register('lettaInformativa')}
            error={errors.lettaInformativa}
          />
        </ConsentsFieldset>
        <OutcomeAlert outcome={outcome.outcome} />
        <div className="form-actions">
          <button
            type="submit"
            className="btn btn-primary btn-lg"
            disabled={!filled || !template.data || isSubmitting}
            aria-describedby={filled ? undefined : missingId}
          >
            {t.submit}
          </button>
          {filled ? null : (
            <p id={missingId} className="form-note mt-2">
              {t.missing(missing)}
            </p>
          )}
        </div>
      </form>
    </div>
  );
}
