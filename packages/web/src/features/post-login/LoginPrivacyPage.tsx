import type { PrivacyKey } from '@area-clienti/contract';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { redirectedBySession } from '@/shared/api';
import { continueAfterStep } from '@/shared/backend/enter';
import { privacyTemplateQuery, setUserPrivacy } from '@/shared/entities/privacy/api';
import { formResolver } from '@/shared/forms/resolver';
import { answeredConsents } from '@/shared/forms/schemas';
import { privacyMessages, text } from '@/shared/messages';
import { choicesToSend, type TemplateConsent, templateConsents } from '@/shared/privacy/consents';
import { Navigate, useNavigate, useParams } from '@/shared/router';
import { paths } from '@/shared/routes';
import type { CompletedStep } from '@/shared/session';
import { ActionAlert } from '@/shared/ui/form/ActionAlert';
import { ConsentsFieldset, stopAtRefusedNecessary } from '@/shared/ui/form/ConsentsFieldset';
import { FormFooter } from '@/shared/ui/form/FormFooter';
import { useOutcome } from '@/shared/ui/form/useOutcome';
import { PageHeading } from '@/shared/ui/PageHeading';
import { QueryError } from '@/shared/ui/QueryError';
import { flashState, usePostLoginStatus } from './usePostLoginStatus';

const t = text.loginPrivacy;
/** setUserPrivacy's answers (SPEC §5): on /login-privacy every consent of the template must be answered. */
const resolver = formResolver(answeredConsents);

/** /login-privacy/{privacyType} (SPEC §2, §4): the consents of an updated template, each to be answered. */
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
  const template = useQuery(privacyTemplateQuery(privacyType, 'user'));
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
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    mode: 'onTouched',
    // Every consent starts unanswered: neither answer is chosen for the user.
    defaultValues: Object.fromEntries(consents.map(({ key }) => [key, ''])) as Partial<
      Record<PrivacyKey, ''>
    >,
    resolver,
  });
  const { outcome, show, clear } = useOutcome();

  const onSubmit = handleSubmit(async (values) => {
    clear();
    if (stopAtRefusedNecessary(consents, values, setError)) return;
    const answers = choicesToSend(consents, values);
    if (!answers) return;
    try {
      await setUserPrivacy({ type: privacyType, templateID, ...answers });
    } catch (error) {
      if (!redirectedBySession(error)) show('danger', privacyMessages.failed);
      return;
    }
    const done: CompletedStep = { kind: 'privacy', privacyType };
    const next = await continueAfterStep(done).catch((error: unknown) =>
      redirectedBySession(error) ? null : paths.home(),
    );
    if (next) await navigate(next, { replace: true, state: flashState(privacyMessages.updated) });
  });

  return (
    <form className="app-form" noValidate onSubmit={onSubmit}>
      <ConsentsFieldset
        legend={t.consents}
        consents={consents}
        choice={(key) => ({ registration: register(key), error: errors[key] })}
      />
      <FormFooter outcome={outcome} submitLabel={t.submit} submitting={isSubmitting} />
    </form>
  );
}
