import type { ClaimReportView, DamageCoverage } from '@area-clienti/contract';
import { useMemo, useState } from 'react';
import { claimReportText } from '@/shared/messages/claim-report';
import { claimAccidentText } from '@/shared/messages/claim-report-accident';
import { useNavigate } from '@/shared/router';
import { paths } from '@/shared/routes';
import { PhotosStep } from '../photos/PhotosStep';
import {
  CircumstancesStep,
  DamageStep,
  ImpactStep,
  RemarksStep,
  SketchStep,
  sidesOf,
} from '../steps/CaiDrawing';
import { Injuries, OtherDamage } from '../steps/CaiPeople';
import { DamageAmount, DamageWhat } from '../steps/DamageReport';
import { HitAndRun } from '../steps/HitAndRun';
import { OtherVehicles } from '../steps/OtherVehicles';
import { ReviewStep } from '../steps/ReviewStep';
import { FROM_POLICY, VehicleA, VehicleB } from '../steps/Vehicles';
import { WhenWhere } from '../steps/WhenWhere';
import { getIn } from './draftPath';
import { DraftProvider } from './fields';
import { ConflictNotice, STEP_TITLE_ID, StepFrame } from './StepFrame';
import { stepBlocks } from './savable';
import { type StepId, stepAt, stepOfField, stepsOf } from './steps';
import { useDraftState } from './useDraftState';

const f = claimReportText.fields;

interface WizardProps {
  report: ClaimReportView;
  step: string | undefined;
  coverages: readonly DamageCoverage[];
}

/**
 * The wizard of a draft: its steps by their address (the browser's back goes to the previous step), the draft
 * saved as the client goes and at each step change, the review, then the signature.
 */
export function ClaimReportWizard({ report, step, coverages }: WizardProps) {
  const navigate = useNavigate();
  const draft = useDraftState(report);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const kind = report.kind;
  const steps = stepsOf(kind, draft.data);
  const at = stepAt(kind, step, draft.data);
  // Vehicle A's fields the server filled from the policy when the draft was made: shown, not changed.
  const locked = useMemo(
    () => new Set(FROM_POLICY.filter((path) => typeof getIn(report.data, `vehicleA.${path}`) === 'string')),
    [report.data],
  );

  const goTo = async (id: StepId) => {
    await draft.flush();
    setErrors({});
    // To the step's title (#): the app's frame leaves the focus to it, which the step then takes.
    navigate(`${paths.claimReportDraft(report.reportId, id)}#${STEP_TITLE_ID}`);
  };
  const next = () => {
    const blocks = stepBlocks(draft.data);
    const shown: Record<string, string> = {};
    if (blocks.healthConsent && (at.id === 'feriti' || at.id === 'cosa'))
      shown.healthConsent = f.healthConsentRequired;
    if (blocks.iban && at.id === 'importo') shown.iban = f.ibanInvalid;
    for (const [path, block] of Object.entries(blocks)) {
      if (block === 'taxCode' && stepOfField(kind, path) === at.id)
        shown[path] = claimAccidentText.taxCodeInvalid;
      if (block === 'hours' && stepOfField(kind, path) === at.id)
        shown[path] = claimAccidentText.inspectionHours;
      if (block === 'pastDay' && stepOfField(kind, path) === at.id)
        shown[path] = claimAccidentText.inspectionPastDay;
    }
    if (Object.keys(shown).length > 0) {
      setErrors(shown);
      return;
    }
    // Past the circumstances, a vehicle without a box ticked has answered 'none' (its count is 0).
    if (at.id === 'circostanze') {
      for (const side of sidesOf(draft.data)) {
        if (getIn(draft.data, `${side}.circumstances`) === undefined)
          draft.update(`${side}.circumstances`, []);
      }
    }
    const following = steps[at.index + 1];
    if (following) goTo(following[0]).catch(() => {});
  };
  const previous = steps[at.index - 1];
  const back = previous ? () => goTo(previous[0]).catch(() => {}) : undefined;

  const body = (() => {
    switch (at.id) {
      case 'quando-dove':
        return <WhenWhere />;
      case 'feriti':
        return <Injuries />;
      case 'altri-danni':
        return <OtherDamage />;
      case 'veicolo-a':
        return <VehicleA locked={locked} />;
      case 'veicolo-b':
        return <VehicleB />;
      case 'veicolo-fuggito':
        return <HitAndRun />;
      case 'altri-veicoli':
        return <OtherVehicles />;
      case 'punto-urto':
        return <ImpactStep />;
      case 'danni':
        return <DamageStep />;
      case 'circostanze':
        return <CircumstancesStep />;
      case 'grafico':
        return <SketchStep />;
      case 'osservazioni':
        return <RemarksStep />;
      case 'cosa':
        return <DamageWhat coverages={coverages} />;
      case 'importo':
        return <DamageAmount />;
      case 'foto':
        return <PhotosStep reportId={report.reportId} />;
      default:
        return null;
    }
  })();

  const isReview = at.id === 'riepilogo';
  return (
    <DraftProvider value={{ data: draft.data, update: draft.update, errors }}>
      {draft.conflict ? <ConflictNotice onDismiss={draft.dismissConflict} /> : null}
      <StepFrame
        index={at.index}
        count={steps.length}
        title={steps[at.index]?.[1] ?? ''}
        saveState={draft.saveState}
        onBack={back}
        onNext={isReview ? undefined : next}
        nextLabel={steps[at.index + 1]?.[0] === 'riepilogo' ? claimReportText.frame.toReview : undefined}
      >
        {isReview ? (
          <ReviewStep report={report} flush={draft.flush} version={draft.version} onEdit={(id) => goTo(id)} />
        ) : (
          body
        )}
      </StepFrame>
    </DraftProvider>
  );
}
