import {
  AUTHENTICATED_SUBJECTS,
  CONTACT_TEXT_MAX,
  type DossierListItem,
  type FormContattiRequest,
  sessionErrorRouteCodes,
} from '@area-clienti/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { errorCodeOf } from '../../shared/api';
import { useDossierList } from '../../shared/entities/dossiers/api';
import { policyLabel } from '../../shared/entities/dossiers/policyLabel';
import { chosen, required } from '../../shared/forms/validators';
import { contactErrorMessage, text } from '../../shared/messages';
import { redirectedBySession } from '../../shared/session/enter';
import { Alert } from '../../shared/ui/Alert';
import { FormFooter } from '../../shared/ui/form/FormFooter';
import { SelectField } from '../../shared/ui/form/SelectField';
import { TextAreaField } from '../../shared/ui/form/TextAreaField';
import { useOutcome } from '../../shared/ui/form/useOutcome';
import { PageHeading } from '../../shared/ui/PageHeading';
import { QueryError } from '../../shared/ui/QueryError';
import { sendContactRequest, useRepairCentres } from './api';
import { ContactDone } from './ContactDone';
import { initialPolicy, parseContactQuery } from './contactQuery';
import { RepairCentreChoice } from './RepairCentreChoice';

const t = text.contact;
const SESSION_CODES = Object.keys(sessionErrorRouteCodes);
const SUBJECTS = Object.entries(AUTHENTICATED_SUBJECTS).map(([value, label]) => ({ value, label }));

export interface ClientContactValues {
  oggetto: string;
  polizza: string;
  centro: string;
  testo: string;
}

/** /contatti for a logged-in client (SPEC §2): subject, policy, optionally a repair centre, message. */
export function ClientContactForm() {
  const [search] = useSearchParams();
  const query = parseContactQuery(search);
  const dossiers = useDossierList();
  const [sent, setSent] = useState(false);
  // The address decides the form's starting point: a new address (the help panel) starts a new form.
  const formKey = `${query.dossier ?? ''}|${query.repairCentre}|${sent}`;

  return (
    <div className="row">
      <div className="col-12 col-lg-9">
        <PageHeading title={t.title}>
          <p className="lead-text">{t.clientIntro}</p>
        </PageHeading>
        {sent ? (
          <ContactDone message={t.doneClient} homeLink onAnother={() => setSent(false)} />
        ) : (
          <>
            {dossiers.isPending ? <p role="status">{text.loading}</p> : null}
            {dossiers.isError ? <QueryError /> : null}
            {dossiers.data ? (
              <ContactForm
                key={formKey}
                policies={dossiers.data.dossiers}
                dossier={query.dossier}
                repairCentre={query.repairCentre}
                onSent={() => setSent(true)}
              />
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}

interface ContactFormProps {
  policies: DossierListItem[];
  dossier: string | null;
  repairCentre: boolean;
  onSent: () => void;
}

function ContactForm({ policies, dossier, repairCentre, onSent }: ContactFormProps) {
  const start = initialPolicy(policies, dossier);
  const centres = useRepairCentres(repairCentre);
  const centreList = centres.data?.centri ?? [];
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ClientContactValues>({
    mode: 'onTouched',
    defaultValues: {
      // Asking for a repair centre is about a claim: that subject is the likely one.
      oggetto: repairCentre ? '0' : '',
      polizza: start.policy?.numeroPolizza ?? '',
      centro: '',
      testo: '',
    },
  });
  const { outcome, show, clear } = useOutcome();

  const onSubmit = handleSubmit(async (values) => {
    clear();
    const body: FormContattiRequest = { oggetto: values.oggetto, testo: values.testo.trim() };
    if (values.polizza) body.polizza = values.polizza;
    if (repairCentre && values.centro) body.centroConvenzionatoId = Number(values.centro);
    try {
      await sendContactRequest(body);
    } catch (error) {
      if (redirectedBySession(error, SESSION_CODES)) return;
      show('danger', contactErrorMessage(errorCodeOf(error), 'client'));
      return;
    }
    onSent();
  });

  return (
    <form className="app-form contact-form" noValidate onSubmit={onSubmit}>
      <p className="form-note">{t.allRequired}</p>
      <SelectField
        label={t.subject}
        placeholder={t.chooseSubject}
        options={SUBJECTS}
        required
        registration={register('oggetto', { validate: chosen(t.subjectRequired) })}
        error={errors.oggetto}
      />
      {start.unknown && dossier ? (
        <Alert tone="info" live="status">
          {t.policyUnknown(dossier)}
        </Alert>
      ) : null}
      <SelectField
        label={t.policy}
        placeholder={t.noPolicy}
        options={policies.map((policy) => ({ value: policy.numeroPolizza, label: policyLabel(policy) }))}
        hint={t.policyHint}
        registration={register('polizza')}
      />
      {repairCentre ? (
        <RepairCentreChoice
          query={centres}
          registration={register('centro', {
            validate: centreList.length > 0 ? chosen(t.repairCentreRequired) : undefined,
          })}
          error={errors.centro}
        />
      ) : null}
      <TextAreaField
        label={t.message}
        hint={t.messageHint(CONTACT_TEXT_MAX)}
        maxLength={CONTACT_TEXT_MAX}
        required
        registration={register('testo', { validate: required })}
        error={errors.testo}
      />
      <FormFooter outcome={outcome} submitLabel={t.submit} submitting={isSubmitting} />
    </form>
  );
}
