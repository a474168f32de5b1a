import './reason.scss';
import {
  CALLBACK_SLOTS,
  type CallbackSlot,
  CONTACT_REASONS,
  CONTACT_TEXT_MAX,
  type ContactReason,
  type DossierListItem,
  type FormContattiRequest,
} from '@area-clienti/contract';
import { type FormEvent, useId, useState } from 'react';
import { errorCodeOf, redirectedBySession } from '@/shared/api';
import { useFiliale } from '@/shared/entities/branch/api';
import { policyLabel } from '@/shared/entities/dossiers/policyLabel';
import { formatAmount } from '@/shared/format';
import { contactErrorMessage, text } from '@/shared/messages';
import { Alert } from '@/shared/ui/Alert';
import { sendContactRequest } from './api';
import { reasonText as r } from './reasonText';

const SLOTS = Object.entries(CALLBACK_SLOTS) as [CallbackSlot, string][];

interface ReasonContactFormProps {
  reason: ContactReason;
  policy: DossierListItem;
  amount: number | null;
  onSent: (numero: string) => void;
}

/**
 * The branch request an action of the area opens ("Paga la rata", "Rinnova", "Cambia le coordinate
 * bancarie", docs/decisions/0105): the reason, the policy and the amount already filled, the branch's phone
 * for who prefers to call, a call-back time to choose, and a message the client may change or leave out.
 */
export default function ReasonContactForm({ reason, policy, amount, onSent }: ReasonContactFormProps) {
  const id = useId();
  const branch = useFiliale();
  const shownAmount = formatAmount(amount);
  const policyName = policyLabel(policy);
  const [slot, setSlot] = useState<CallbackSlot>('indifferente');
  const [message, setMessage] = useState(() =>
    reason === 'pagaRata' ? r.draft.pagaRata(policyName, shownAmount) : r.draft[reason](policyName),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setSending(true);
    const body: FormContattiRequest = { motivo: reason, polizza: policy.numeroPolizza, richiamata: slot };
    if (amount !== null) body.importo = amount;
    if (message.trim()) body.testo = message;
    try {
      onSent((await sendContactRequest(body)).numero);
    } catch (error) {
      if (!redirectedBySession(error)) setProblem(contactErrorMessage(errorCodeOf(error), 'client').text);
    } finally {
      setSending(false);
    }
  };

  const filiale = branch.data;
  return (
    <form className="app-form contact-form" noValidate onSubmit={submit}>
      <section className="contact-reason" aria-labelledby={`${id}-summary`}>
        <h2 id={`${id}-summary`} className="h5">
          {r.summary}
        </h2>
        <dl className="contact-reason__facts">
          <div>
            <dt>{r.reason}</dt>
            <dd>{CONTACT_REASONS[reason]}</dd>
          </div>
          <div>
            <dt>{r.policy}</dt>
            <dd>{policyName}</dd>
          </div>
          {shownAmount ? (
            <div>
              <dt>{r.amount}</dt>
              <dd>{shownAmount}</dd>
            </div>
          ) : null}
        </dl>
        {filiale?.telefono ? (
          <p className="mb-0">
            {r.phone(filiale.nome, filiale.telefono)}
            {filiale.orari ? (
              <>
                <br />
                {r.hours(filiale.orari)}
              </>
            ) : null}
          </p>
        ) : null}
      </section>
      <fieldset className="choice-field">
        <legend className="choice-field__legend">{r.callback}</legend>
        {SLOTS.map(([value, label]) => (
          <div className="form-check" key={value}>
            <input
              id={`${id}-${value}`}
              type="radio"
              name="richiamata"
              value={value}
              checked={slot === value}
              onChange={() => setSlot(value)}
            />
            <label htmlFor={`${id}-${value}`}>{label}</label>
          </div>
        ))}
      </fieldset>
      <div className="form-group">
        <label htmlFor={`${id}-message`} className="active">
          {r.message}
        </label>
        <textarea
          id={`${id}-message`}
          className="form-control"
          rows={4}
          maxLength={CONTACT_TEXT_MAX}
          value={message}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setMessage(event.target.value)}
        />
        <p id={`${id}-hint`} className="form-text">
          {r.messageHint(CONTACT_TEXT_MAX)}
        </p>
      </div>
      {problem ? (
        <Alert tone="danger" live="alert">
          {problem}
        </Alert>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={sending}>
        {text.contact.submit}
      </button>
    </form>
  );
}
