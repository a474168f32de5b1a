import { ClaimReportPath, codiceFiscaleCheckCharacter } from '@area-clienti/contract';
import { expect } from 'vitest';
import type { TestContext } from './harness.js';

/** Driver B of the tests: Luca Bianchi, born in Rome on 12 April 1985, his tax code checked. */
const FIRST_15 = 'BNCLCU85D12H501';
export const B_TAX_CODE = FIRST_15 + codiceFiscaleCheckCharacter(FIRST_15);
export const B_IDENTITY = {
  name: 'Luca',
  surname: 'Bianchi',
  birthDate: '1985-04-12',
  italian: true,
  taxCode: B_TAX_CODE,
  licenceNumber: 'RM1234567X',
};

/** B confirms who B is on B's page, as B must before a code is sent (issue 34). */
export async function identifyB(t: TestContext, token: string, identity: object = B_IDENTITY) {
  const reply = await t.post(ClaimReportPath.confirmClaimReportSignIdentity, { token, identity });
  expect(reply.statusCode, reply.body).toBe(200);
}
