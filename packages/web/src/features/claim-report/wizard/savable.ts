import {
  type ClaimReportData,
  caiBadTaxCodes,
  isItalianIban,
  needsHealthConsent,
} from '@area-clienti/contract';
import { setIn } from './draftPath';

/**
 * The draft as it can be saved while the client is still writing it: the server refuses a draft with an
 * IBAN that is not valid (CLAIMREPORT_006), health data without the consent (CLAIMREPORT_007), a tax code
 * that is not one (CLAIMREPORT_020) or inspection hours ending before they start (CLAIMREPORT_019), so a
 * half-typed IBAN or tax code, injured persons whose consent is not ticked yet, wait in the page and are
 * saved once they are whole; everything else is saved meanwhile.
 */
export function savable(data: ClaimReportData): ClaimReportData {
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
  return saved;
}

const hoursReversed = (data: ClaimReportData) => {
  const { from, to } = data.inspection ?? {};
  return Boolean(from && to && from >= to);
};

type Block = 'consent' | 'iban' | 'taxCode' | 'hours';

/** What keeps the client on a step (never the fields a draft may lack): the consent, a bad IBAN or tax code. */
export function stepBlocks(data: ClaimReportData): Record<string, Block> {
  const blocks: Record<string, Block> = {};
  if (needsHealthConsent(data) && data.healthConsent !== true) blocks.healthConsent = 'consent';
  if (data.kind === 'damage' && data.iban && !isItalianIban(data.iban)) blocks.iban = 'iban';
  if (data.kind === 'motor') for (const path of caiBadTaxCodes(data)) blocks[path] = 'taxCode';
  if (hoursReversed(data)) blocks['inspection.to'] = 'hours';
  return blocks;
}
