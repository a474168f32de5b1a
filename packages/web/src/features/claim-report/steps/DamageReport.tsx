import {
  CLAIM_TEXT,
  DAMAGE_COVERAGES,
  DAMAGE_MAX_CENTS,
  type DamageCoverage,
  isItalianIban,
} from '@area-clienti/contract';
import { useId, useState } from 'react';
import { formatDate } from '@/shared/format';
import { claimReportText } from '@/shared/messages/claim-report';
import { controlClass, LabelledField } from '@/shared/ui/form/LabelledField';
import { DraftSelect, DraftText, DraftTextArea, useDraft } from '../wizard/fields';
import { Injuries } from './CaiPeople';
import { centsText, parseEuroCents } from './euro';
import { Inspection } from './Inspection';

const f = claimReportText.fields;

/** What happened, to what the policy covers, when and where (a policy without a plate). */
export function DamageWhat({ coverages }: { coverages: readonly DamageCoverage[] }) {
  const { data } = useDraft();
  const options = coverages.map((key) => [key, DAMAGE_COVERAGES[key]] as const);
  return (
    <>
      <p>
        <strong>{f.date}:</strong> {formatDate(data.date ?? '') ?? data.date}
      </p>
      <DraftSelect path="coverage" label={f.coverage} options={options} required />
      <DraftTextArea path="description" label={`${f.description} *`} maxLength={4000} />
      <DraftText path="time" label={f.time} type="time" />
      <DraftText path="place.street" label={f.street} maxLength={CLAIM_TEXT.line} />
      <DraftText path="place.town" label={f.town} maxLength={CLAIM_TEXT.name} required />
      <Injuries question={f.injuriesDamage} />
    </>
  );
}

/** The estimated amount, typed in euro and kept in cents. */
function AmountField() {
  const { data, update, errors } = useDraft();
  const cents = data.kind === 'damage' ? data.estimatedCents : undefined;
  const [typed, setTyped] = useState(() => centsText(cents));
  const [bad, setBad] = useState(false);
  const message = bad ? f.amountInvalid : errors.estimatedCents;
  return (
    <LabelledField label={`${f.amount} *`} hint={f.amountHint} error={message ? { message } : undefined}>
      {(wiring) => (
        <input
          {...wiring}
          className={controlClass('form-control', message ? { message } : undefined)}
          inputMode="decimal"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            const value = parseEuroCents(event.target.value);
            const fits = value !== null && value <= DAMAGE_MAX_CENTS;
            setBad(event.target.value.trim() !== '' && !fits);
            update('estimatedCents', fits ? value : undefined);
          }}
        />
      )}
    </LabelledField>
  );
}

/** The IBAN, checked (mod 97) as soon as it is whole. */
function IbanField() {
  const id = useId();
  const { data, update, errors } = useDraft();
  const iban = data.kind === 'damage' ? (data.iban ?? '') : '';
  const whole = iban.replace(/\s/g, '').length >= 27;
  const message = (whole || errors.iban) && iban && !isItalianIban(iban) ? f.ibanInvalid : errors.iban;
  return (
    <LabelledField label={`${f.iban} *`} hint={f.ibanHint} error={message ? { message } : undefined}>
      {(wiring) => (
        <input
          {...wiring}
          name={`${id}-iban`}
          className={controlClass('form-control', message ? { message } : undefined)}
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          value={iban}
          onChange={(event) => update('iban', event.target.value.toUpperCase())}
        />
      )}
    </LabelledField>
  );
}

/** The amount, the police report for a theft, where the indemnity is paid. */
export function DamageAmount() {
  const { data } = useDraft();
  return (
    <>
      <AmountField />
      {data.kind === 'damage' && data.coverage === 'theft' ? (
        <p className="alert alert-info">{f.policeReport}</p>
      ) : null}
      <IbanField />
      <DraftText path="ibanHolder" label={f.ibanHolder} maxLength={CLAIM_TEXT.line} autoComplete="name" />
      <Inspection goods />
    </>
  );
}
