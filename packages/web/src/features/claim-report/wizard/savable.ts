import {
  type ClaimReportData,
  caiBadTaxCodes,
  isItalianIban,
  needsHealthConsent,
  pastInspectionDays,
} from '@area-clienti/contract';
import { setIn } from './draftPath';

/**
 * The draft as it can be saved while the client is still writing it: the server refuses a draft with an
 * IBAN that is not valid (CLAIMREPORT_006), health data without the consent (CLAIMREPORT_007), a tax code
 * that is not one (CLAIMREPORT_020), inspection hours ending before they start or an inspection day before
 * today (CLAIMREPORT_019), so a half-typed IBAN or tax code, injured persons whose consent is not ticked yet,
 * wait in the page and are saved once they are whole, and a day that has passed since the draft was last
 * saved is left out of the save (the page lists it, to be unticked); everything else is saved meanwhile.
 */
export function savable(data: ClaimReportData, today = romeToday()): ClaimReportData {
  let saved = data;
  if (saved.kind === 'damage' && saved.iban && !isItalianIban(saved.iban)) {
    const { iban: _partial, ...rest } = saved;
    saved = rest;
  }
  if (needsHealthConsent(saved) && saved.healthConsent !== true) {
    if (saved.kind === 'motor') {
      const { injured: _unconsented, ...rest } = saved;
      saved = rest;
    } else {
      const { coverage: _injury, ...rest } = saved;
      saved = rest;
    }
  }
  if (saved.kind === 'motor') {
    for (const path of caiBadTaxCodes(saved)) saved = setIn(saved, path, undefined);
  }
  if (hoursReversed(saved)) {
    saved = setIn(setIn(saved, 'inspection.from', undefined), 'inspection.to', undefined);
  }
  const past = pastInspectionDays(saved.inspection, today, false);
  if (past.length > 0) {
    const days = (saved.inspection?.days ?? []).filter((day) => !past.includes(day));
    saved = setIn(saved, 'inspection.days', days.length > 0 ? days : undefined);
  }
  return saved;
}

/** Rome's today, as the browser knows it. */
export const romeToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());

const hoursReversed = (data: ClaimReportData) => {
  const { from, to } = data.inspection ?? {};
  return Boolean(from && to && from >= to);
};

type Block = 'consent' | 'iban' | 'taxCode' | 'hours' | 'pastDay';

/**
 * What keeps the client on a step (never the fields a draft may lack): the consent, a bad IBAN or tax code,
 * reversed hours, an inspection day that is today or has passed (it cannot be submitted).
 */
export function stepBlocks(data: ClaimReportData, today = romeToday()): Record<string, Block> {
  const blocks: Record<string, Block> = {};
  if (needsHealthConsent(data) && data.healthConsent !== true) blocks.healthConsent = 'consent';
  if (data.kind === 'damage' && data.iban && !isItalianIban(data.iban)) blocks.iban = 'iban';
  if (data.kind === 'motor') for (const path of caiBadTaxCodes(data)) blocks[path] = 'taxCode';
  if (hoursReversed(data)) blocks['inspection.to'] = 'hours';
  if (pastInspectionDays(data.inspection, today, true).length > 0) blocks['inspection.days'] = 'pastDay';
  return blocks;
}
