import { ErrorCode } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { claimReportErrorMessage } from './claim-report';
import { correctionErrorMessage, counterpartErrorMessage } from './counterpart';

describe("B's page's messages (issue 34)", () => {
  it("names to B the field of B's side the report cannot be without, or whose tax code is not one", () => {
    expect(correctionErrorMessage(ErrorCode.CLAIMREPORT_INCOMPLETE, 'vehicleB.vehicle.plate')).toBe(
      'Non puoi lasciare vuoto questo dato: Targa (veicolo). Serve alla constatazione.',
    );
    expect(correctionErrorMessage(ErrorCode.CLAIMREPORT_INCOMPLETE, 'vehicleB.insurer.name')).toContain(
      'Compagnia (compagnia)',
    );
    expect(correctionErrorMessage(ErrorCode.CLAIMREPORT_TAX_CODE, 'vehicleB.driver.taxCode')).toBe(
      'Il codice fiscale non è valido: conducente. Correggilo o lascialo vuoto.',
    );
    expect(correctionErrorMessage(ErrorCode.CLAIMB_NO_CHANGE, undefined)).toBeNull();
  });

  it('says B cannot be A, and that B corrects once', () => {
    expect(counterpartErrorMessage(ErrorCode.CLAIMB_SAME_AS_A)).toMatch(/persona diversa dal conducente A/);
    expect(claimReportErrorMessage(ErrorCode.CLAIMB_CORRECTED_ONCE)).toMatch(
      /già proposto le tue correzioni/,
    );
  });
});
