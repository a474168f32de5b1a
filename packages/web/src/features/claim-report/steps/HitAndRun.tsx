import { CLAIM_TEXT, REPORTING_AUTHORITIES } from '@area-clienti/contract';
import { claimAccidentText } from '@/shared/messages/claim-report-accident';
import { DraftSelect, DraftText, DraftTextArea } from '../wizard/fields';
import { BranchExit } from './BranchExit';

const a = claimAccidentText;

/** The other vehicle unidentified or gone: what was seen, and the report made to the police (issue 34 item 2). */
export function HitAndRun() {
  return (
    <>
      <p className="field-hint">{a.fledIntro}</p>
      <DraftText path="hitAndRun.where" label={a.fledWhere} maxLength={CLAIM_TEXT.line} />
      <DraftTextArea path="hitAndRun.seen" label={`${a.fledSeen} *`} maxLength={CLAIM_TEXT.long} />
      <DraftText path="hitAndRun.platePart" label={a.fledPlate} maxLength={16} />
      <DraftText path="hitAndRun.colour" label={a.fledColour} maxLength={CLAIM_TEXT.short} />
      <DraftText path="hitAndRun.make" label={a.fledMake} maxLength={CLAIM_TEXT.name} />
      <fieldset className="claim-group">
        <legend className="h6">{a.fledReport}</legend>
        <DraftSelect
          path="hitAndRun.report.body"
          label={a.fledReportBody}
          options={Object.entries(REPORTING_AUTHORITIES)}
          required
        />
        <DraftText path="hitAndRun.report.office" label={a.fledReportOffice} maxLength={CLAIM_TEXT.line} />
        <DraftText path="hitAndRun.report.date" label={a.fledReportDate} type="date" required />
        <DraftText
          path="hitAndRun.report.reference"
          label={a.fledReportReference}
          maxLength={CLAIM_TEXT.short}
        />
      </fieldset>
      <BranchExit />
    </>
  );
}
