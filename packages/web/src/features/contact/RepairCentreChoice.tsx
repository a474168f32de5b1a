import type { CentriConvenzionatiReply } from '@area-clienti/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { text } from '@/shared/messages';
import { Alert } from '@/shared/ui/Alert';
import { FieldMessages } from '@/shared/ui/form/FieldMessages';
import type { FieldProblem } from '@/shared/ui/form/fieldIds';
import { splitCentres } from './contactQuery';

const t = text.contact;

interface RepairCentreChoiceProps {
  query: UseQueryResult<CentriConvenzionatiReply>;
  registration: UseFormRegisterReturn;
  error?: FieldProblem;
}

/**
 * 'Centri convenzionati' (SPEC §2, docs/decisions/0031): one radio per centre, those in the client's
 * province first; the others on request. Without centres near the client, all of them at once.
 */
export function RepairCentreChoice({ query, registration, error }: RepairCentreChoiceProps) {
  const titleId = useId();
  const errorId = useId();
  const [showOthers, setShowOthers] = useState(false);
  const othersRef = useRef<HTMLDivElement>(null);
  const revealed = useRef(false);
  const { near, others } = splitCentres(query.data?.centri ?? [], query.data?.provincia ?? null);
  const visibleOthers = showOthers || near.length === 0;

  // The reveal button disappears: focus goes to the first centre it revealed.
  useEffect(() => {
    if (!showOthers || revealed.current) return;
    revealed.current = true;
    othersRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [showOthers]);

  return (
    <section className="repair-centres" aria-labelledby={titleId}>
      <h2 id={titleId} className="repair-centres__title">
        {t.repairCentres}
      </h2>
      {query.isPending ? <p role="status">{text.loading}</p> : null}
      {query.isError ? (
        <Alert tone="warning" live="status">
          {t.centresUnavailable}
        </Alert>
      ) : null}
      {query.data && query.data.centri.length === 0 ? <p>{t.noCentres}</p> : null}
      {query.data && query.data.centri.length > 0 ? (
        <>
          <p>{t.repairCentresIntro(near.length > 0 ? query.data.provincia : null)}</p>
          <fieldset className="choice-field" aria-describedby={error?.message ? errorId : undefined}>
            <legend className="choice-field__legend visually-hidden">{t.repairCentre}</legend>
            <div className="repair-centres__list">
              {near.map((centre) => (
                <CentreOption key={centre.id} centre={centre} registration={registration} />
              ))}
            </div>
            {visibleOthers ? (
              <div className="repair-centres__list" ref={othersRef}>
                {others.map((centre) => (
                  <CentreOption key={centre.id} centre={centre} registration={registration} />
                ))}
              </div>
            ) : (
              <button
                type="button"
                className="link-button repair-centres__more"
                onClick={() => setShowOthers(true)}
              >
                {t.otherCentres(others.length)}
              </button>
            )}
            <FieldMessages hintId={`${errorId}-hint`} error={error} errorId={errorId} />
          </fieldset>
        </>
      ) : null}
    </section>
  );
}

type Centre = CentriConvenzionatiReply['centri'][number];

function CentreOption({ centre, registration }: { centre: Centre; registration: UseFormRegisterReturn }) {
  const id = useId();
  return (
    <div className="form-check choice-check repair-centre">
      <input id={id} type="radio" value={String(centre.id)} {...registration} />
      <label htmlFor={id}>
        <span className="repair-centre__name">{centre.nome}</span>
        <span className="repair-centre__detail">
          {centre.indirizzo}, {centre.comune} ({centre.provincia})
        </span>
        {centre.telefono ? (
          <span className="repair-centre__detail">{t.centrePhone(centre.telefono)}</span>
        ) : null}
      </label>
    </div>
  );
}
