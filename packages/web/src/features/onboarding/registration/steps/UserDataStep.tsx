import { PROFILE_PRIVACY_TYPE, sessionErrorRouteCodes } from '@area-clienti/contract';
import { useQuery } from '@tanstack/react-query';
import type { RefObject } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { errorCodeOf } from '../../../../shared/api';
import * as validate from '../../../../shared/forms/validators';
import { createUserErrorMessage, text } from '../../../../shared/messages';
import { consentAnswers, templateConsents } from '../../../../shared/privacy/consents';
import { paths } from '../../../../shared/routes';
import { session } from '../../../../shared/session';
import { redirectedBySession } from '../../../../shared/session/enter';
import { Alert } from '../../../../shared/ui/Alert';
import { ActionAlert } from '../../../../shared/ui/form/ActionAlert';
import { CheckboxField } from '../../../../shared/ui/form/CheckboxField';
import { PasswordField } from '../../../../shared/ui/form/PasswordField';
import { TextField } from '../../../../shared/ui/form/TextField';
import { useOutcome } from '../../../../shared/ui/form/useOutcome';
import { createUser, getRegistrationTemplate } from '../api';
import { StepHeading } from './StepHeading';

interface Values {
  email: string;
  codiceFiscale: string;
  numeroPolizza: string;
  password: string;
  confirmPassword: string;
  lettaInformativa: boolean;
  consents: Record<string, boolean>;
}

const t = text.registration;
const TAX_CODE_MAX = 16;

/** Step 1, Dati utente: the client's identity, a password, the privacy notice and consents (SPEC §2, §5). */
export function UserDataStep({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  const template = useQuery({
    queryKey: ['privacyTemplate', PROFILE_PRIVACY_TYPE, 'public'],
    queryFn: ({ signal }) => getRegistrationTemplate(signal),
    staleTime: 5 * 60_000,
  });
  const consents = template.data ? templateConsents(template.data.privacyTemplate) : [];
  const { outcome, show, clear } = useOutcome();

  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    mode: 'onTouched',
    defaultValues: {
      email: '',
      codiceFiscale: '',
      numeroPolizza: '',
      password: '',
      confirmPassword: '',
      lettaInformativa: false,
      consents: {},
    },
  });
  const values = useWatch({ control });
  // SPEC §5: the button stays disabled until every required field is filled and every box ticked.
  const filled =
    [values.email, values.codiceFiscale, values.numeroPolizza, values.password, values.confirmPassword].every(
      (value) => (value ?? '').trim() !== '',
    ) &&
    values.lettaInformativa === true &&
    consents.every(({ key }) => values.consents?.[key] === true);

  const onSubmit = handleSubmit(async (v) => {
    if (!template.data) return;
    clear();
    const { privacyTemplate } = template.data;
    try {
      const reply = await createUser({
        email: v.email.trim(),
        password: v.password,
        tipoSoggetto: 0,
        codiceFiscale: v.codiceFiscale.trim().toUpperCase(),
        numeroPolizza: v.numeroPolizza.trim(),
        privacyType: privacyTemplate.type,
        privacyTemplateID: privacyTemplate.templateID,
        lettaInformativa: v.lettaInformativa,
        ...consentAnswers(consents, v.consents),
      });
      // SPEC §4: the token is stored and the page "reloads": the wizard reads the status of the new session.
      session.start(reply.token, reply.user);
    } catch (error) {
      if (redirectedBySession(error, Object.keys(sessionErrorRouteCodes))) return;
      const message = createUserErrorMessage(errorCodeOf(error));
      if (message.target === 'password') {
        setError('password', { type: 'server', message: message.text }, { shouldFocus: true });
      } else {
        show('danger', message);
      }
    }
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
          registration={register('email', { validate: validate.email })}
          error={errors.email}
        />
        <TextField
          label={t.taxCode}
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={TAX_CODE_MAX}
          required
          registration={register('codiceFiscale', { validate: validate.taxCodeOrVat })}
          error={errors.codiceFiscale}
        />
        <TextField
          label={t.policyNumber}
          spellCheck={false}
          maxLength={30}
          required
          hint={t.policyNumberHint}
          registration={register('numeroPolizza', { validate: validate.required })}
          error={errors.numeroPolizza}
        />
        <PasswordField
          label={t.password}
          autoComplete="new-password"
          hint={text.password.hint}
          registration={register('password', { validate: validate.newPassword })}
          error={errors.password}
        />
        <PasswordField
          label={t.confirmPassword}
          autoComplete="new-password"
          registration={register('confirmPassword', {
            validate: (value, all) => validate.passwordConfirmation(all.password)(value),
          })}
          error={errors.confirmPassword}
        />
        <fieldset className="form-fieldset">
          <legend>{t.consents}</legend>
          <p>
            {t.privacyBefore}
            <Link to={paths.privacy()} target="_blank" rel="noopener">
              {t.privacyLink} <span className="visually-hidden">{text.newWindow}</span>
            </Link>
            {t.privacyAfter}
          </p>
          <CheckboxField
            label={t.privacyNotice}
            registration={register('lettaInformativa', { validate: validate.ticked })}
            error={errors.lettaInformativa}
          />
          {consents.map((consent) => (
            <CheckboxField
              key={consent.key}
              label={consent.text}
              registration={register(`consents.${consent.key}`, { validate: validate.ticked })}
              error={errors.consents?.[consent.key]}
            />
          ))}
        </fieldset>
        {outcome ? <ActionAlert key={outcome.key} tone={outcome.tone} message={outcome.message} /> : null}
        <div className="form-actions">
          <button
            type="submit"
            className="btn btn-primary btn-lg"
            disabled={!filled || !template.data || isSubmitting}
          >
            {t.submit}
          </button>
        </div>
      </form>
    </div>
  );
}
