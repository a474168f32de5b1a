import { sessionErrorRouteCodes } from '@area-clienti/contract';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { ticked } from '../../shared/forms/validators';
import { privacyMessages, text } from '../../shared/messages';
import { consentAnswers, type TemplateConsent, templateConsents } from '../../shared/privacy/consents';
import { paths } from '../../shared/routes';
import type { CompletedStep } from '../../shared/session';
import { continueAfterStep, redirectedBySession } from '../../shared/session/enter';
import { ActionAlert } from '../../shared/ui/form/ActionAlert';
import { CheckboxField } from '../../shared/ui/form/CheckboxField';
import { FormFooter } from '../../shared/ui/form/FormFooter';
import { useOutcome } from '../../shared/ui/form/useOutcome';
import { PageHeading } from '../../shared/ui/PageHeading';
import { QueryError } from '../../shared/ui/QueryError';
import { getPrivacyTemplate, setUserPrivacy } from './api';
import { flashState, usePostLoginStatus } from './usePostLoginStatus';

const t = text.loginPrivacy;
const SESSION_CODES = Object.keys(sessionErrorRouteCodes);

/** /login-privacy/{privacyType} (SPEC §2, §4): the consents of an updated template, all required. */
export function LoginPrivacyPage() {
  const { privacyType = '' } = useParams();
  const status = usePostLoginStatus();
  if (status.isPending) return <Loading />;
  if (status.isError) return <QueryError />;
  // SPEC §4: a type that is not pending sends the user home.
  if (!status.data.privacyUpdates.includes(privacyType)) return <Navigate to={paths.home()} replace />;
  return <PrivacyConsents key={privacyType} privacyType={privacyType} />;
}

function Loading() {
  return <p role="status">{text.loading}</p>;
}

function PrivacyConsents({ privacyType }: { privacyType: string }) {
  const template = useQuery({
    queryKey: ['privacyTemplate', privacyType, 'user'],
    queryFn: ({ signal }) => getPrivacyTemplate(privacyType, signal),
  });
  return (
    <div className="row">
      <div className="col-12 col-lg-9">
        <PageHeading title={t.title}>
          <p className="lead-text">{t.intro}</p>
        </PageHeading>
        {template.isPending ? <Loading /> : null}
        {template.isError ? <ActionAlert tone="danger" message={{ text: t.unavailable }} /> : null}
        {template.data ? (
          <ConsentForm
            privacyType={privacyType}
            templateID={template.data.privacyTemplate.templateID}
            consents={templateConsents(template.data.privacyTemplate)}
          />
        ) : null}
      </div>
    </div>
  );
}

interface ConsentFormProps {
  privacyType: string;
  templateID: string;
  consents: TemplateConsent[];
}

function ConsentForm({ privacyType, templateID, consents }: ConsentFormProps) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ consents: Record<string, boolean> }>({ mode: 'onTouched', defaultValues: { consents: {} } });
  const { outcome, show, clear } = useOutcome();

  const onSubmit = handleSubmit(async (values) => {
    clear();
    try {
      await setUserPrivacy({ type: privacyType, templateID, ...consentAnswers(consents, values.consents) });
    } catch (error) {
      if (!redirectedBySession(error, SESSION_CODES)) show('danger', privacyMessages.failed);
      return;
    }
    const done: CompletedStep = { kind: 'privacy', privacyType };
    const next = await continueAfterStep(done).catch((error: unknown) =>
      redirectedBySession(error, SESSION_CODES) ? null : paths.home(),
    );
    if (next) await navigate(next, { replace: true, state: flashState(privacyMessages.updated) });
  });

  return (
    <form className="app-form" noValidate onSubmit={onSubmit}>
      <fieldset className="form-fieldset">
        <legend>{t.consents}</legend>
        <p>
          {text.registration.privacyBefore}
          <Link to={paths.privacy()} target="_blank" rel="noopener">
            {text.registration.privacyLink} <span className="visually-hidden">{text.newWindow}</span>
          </Link>
          {text.registration.privacyAfter}
        </p>
        {consents.map((consent) => (
          <CheckboxField
            key={consent.key}
            label={consent.text}
            registration={register(`consents.${consent.key}`, { validate: ticked })}
            error={errors.consents?.[consent.key]}
          />
        ))}
      </fieldset>
      <FormFooter outcome={outcome} submitLabel={t.submit} submitting={isSubmitting} />
    </form>
  );
}
