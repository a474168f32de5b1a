import {
  AUTHENTICATED_SUBJECTS,
  CONTACT_TEXT_MAX,
  type DossierListItem,
  type FormContattiRequest,
  type Product,
} from '@area-clienti/contract';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useDossierList } from '@/shared/entities/dossiers/api';
import { policyLabel } from '@/shared/entities/dossiers/policyLabel';
import { contactErrorMessage, text } from '@/shared/messages';
import { productText } from '@/shared/messages/documents-products';
import { useSearchParams } from '@/shared/router';
import { Alert } from '@/shared/ui/Alert';
import { FormFooter } from '@/shared/ui/form/FormFooter';
import { SelectField } from '@/shared/ui/form/SelectField';
import { TextAreaField } from '@/shared/ui/form/TextAreaField';
import { useRoutedForm } from '@/shared/ui/form/useRoutedForm';
import { PageHeading } from '@/shared/ui/PageHeading';
import { QueryError } from '@/shared/ui/QueryError';
import { sendContactRequest, useRepairCentres } from './api';
import { ContactDone } from './ContactDone';
import { clientContactResolver } from './contactForms';
import { initialPolicy, parseContactQuery } from './contactQuery';
import { RepairCentreChoice } from './RepairCentreChoice';

const t = text.contact;
/** The request an action of the area opens (decisions/0105): a chunk of its own (the page is at its budget's edge). */
const ReasonContactForm = lazy(() => import('./ReasonContactForm'));
const SUBJECTS = Object.entries(AUTHENTICATED_SUBJECTS).map(([value, label]) => ({ value, label }));

/** /contatti for a logged-in client (SPEC §2): subject, policy, optionally a repair centre, message. */
export function ClientContactForm() {
  const [search] = useSearchParams();
  const query = parseContactQuery(search);
  const dossiers = useDossierList();
  // The number of the request just sent (docs/decisions/0143), or null while the form is shown.
  const [sent, setSent] = useState<string | null>(null);
  // The address decides the form's starting point: a new address (the help panel) starts a new form.
  const formKey = `${query.dossier ?? ''}|${query.repairCentre}|${query.product?.id ?? ''}|${query.reason ?? ''}|${sent}`;
  // An action of the area about one of the client's policies opens the request with its reason.
  const reasonPolicy =
    query.reason && dossiers.data ? initialPolicy(dossiers.data.dossiers, query.dossier).policy : null;

  return (
    <div className="row">
      <div className="col-12 col-lg-9">
        <PageHeading title={t.title}>
          <p className="lead-text">{t.clientIntro}</p>
        </PageHeading>
        {sent ? (
          <ContactDone message={t.doneClient} numero={sent} homeLink onAnother={() => setSent(null)} />
        ) : (
          <>
            {dossiers.isPending ? <p role="status">{text.loading}</p> : null}
            {dossiers.isError ? <QueryError /> : null}
            {query.reason && reasonPolicy ? (
              <Suspense fallback={<p role="status">{text.loading}</p>}>
                <ReasonContactForm
                  key={formKey}
                  reason={query.reason}
                  policy={reasonPolicy}
                  amount={query.amount}
                  onSent={setSent}
                />
              </Suspense>
            ) : dossiers.data ? (
              <ContactForm
                key={formKey}
                policies={dossiers.data.dossiers}
                dossier={query.dossier}
                repairCentre={query.repairCentre}
                product={query.product}
                onSent={setSent}
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
  product: Product | null;
  onSent: (numero: string) => void;
}

function ContactForm({ policies, dossier, repairCentre, product, onSent }: ContactFormProps) {
  const start = initialPolicy(policies, dossier);
  const centres = useRepairCentres(repairCentre);
  const centreList = centres.data?.centri ?? [];
  const centreRequired = centreList.length > 0;
  const resolver = useMemo(() => clientContactResolver(centreRequired), [centreRequired]);
  const {
    form: {
      register,
      handleSubmit,
      formState: { errors, isSubmitting },
    },
    outcome: { outcome },
    send,
  } = useRoutedForm(
    {
      // Asking for a repair centre is about a claim; asking about a product, for general information.
      oggetto: repairCentre ? '0' : product ? '1' : '',
      polizza: start.policy?.numeroPolizza ?? '',
      // The product named in a message the client may still change, or write anew.
      testo: product ? productText.aboutProduct(product.title, product.group) : '',
    },
    null,
    resolver,
  );

  const onSubmit = handleSubmit(async ({ oggetto, polizza, centroConvenzionatoId, testo }) => {
    const body: FormContattiRequest = { oggetto, testo };
    if (polizza) body.polizza = polizza;
    if (repairCentre && centroConvenzionatoId !== undefined)
      body.centroConvenzionatoId = centroConvenzionatoId;
    let numero = '';
    const sent = await send(
      async () => {
        numero = (await sendContactRequest(body)).numero;
      },
      (code) => contactErrorMessage(code, 'client'),
    );
    if (sent) onSent(numero);
  });

  return (
    <form className="app-form contact-form" noValidate onSubmit={onSubmit}>
      <p className="form-note">{t.allRequired}</p>
      <SelectField
        label={t.subject}
        placeholder={t.chooseSubject}
        options={SUBJECTS}
        required
        registration={register('oggetto')}
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
          registration={register('centroConvenzionatoId')}
          error={errors.centroConvenzionatoId}
        />
      ) : null}
      <TextAreaField
        label={t.message}
        hint={t.messageHint(CONTACT_TEXT_MAX)}
        maxLength={CONTACT_TEXT_MAX}
        required
        registration={register('testo')}
        error={errors.testo}
      />
      <FormFooter outcome={outcome} submitLabel={t.submit} submitting={isSubmitting} />
    </form>
  );
}
