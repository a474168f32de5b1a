import { type ClaimReportData, isItalianIban, needsHealthConsent } from '@area-clienti/contract';

/**
 * The draft as it can be saved while the client is still writing it: the server refuses a draft with an
 * IBAN that is not valid (CLAIMREPORT_006) or injuries without the consent to health data (CLAIMREPORT_007),
 * so a half-typed IBAN, or injuries whose consent is not ticked yet, wait in the page and are saved once they
 * are whole; everything else is saved meanwhile.
 */
export function savable(data: ClaimReportData): ClaimReportData {
  let saved = data;
  if (saved.kind === 'damage' && saved.iban && !isItalianIban(saved.iban)) {
    const { iban: _partial, ...rest } = saved;
    saved = rest;
  }
  if (needsHealthConsent(saved) && saved.healthConsent !== true) {
    const { injuries: _unconsented, healthConsent: _no, ...rest } = saved;
    saved = rest;
    if (saved.kind === 'damage' && saved.coverage === 'injury') {
      const { coverage: _injury, ...without } = saved;
      saved = without;
    }
  }
  return saved;
}

/** What keeps the client on a step (never the fields a draft may lack): the consent, a bad IBAN. */
export function stepBlocks(data: ClaimReportData): Record<string, 'consent' | 'iban'> {
  const blocks: Record<string, 'consent' | 'iban'> = {};
  if (needsHealthConsent(data) && data.healthConsent !== true) blocks.healthConsent = 'consent';
  if (data.kind === 'damage' && data.iban && !isItalianIban(data.iban)) blocks.iban = 'iban';
  return blocks;
}
