import { ApiPath } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { useTestApp } from '../../test/harness.js';

const t = useTestApp({
  seed: false,
  config: { AGENCY_LEGAL_NAME: 'Agenzia Rossi & Figli S.a.s.', AGENCY_DPO_EMAIL: 'dpo@rossi.example.it' },
});

describe('getAgenzia', () => {
  it("answers the configured agency's identity, without a session", async () => {
    const reply = await t.post(ApiPath.getAgenzia, {});
    expect(reply.statusCode).toBe(200);
    expect(reply.json().agenzia).toMatchObject({
      legalName: 'Agenzia Rossi & Figli S.a.s.',
      dpoEmail: 'dpo@rossi.example.it',
      vatNumber: '01234567890',
    });
  });

  it('refuses a bad identity at start, naming the variable', () => {
    expect(() => loadConfig({ AGENCY_PRIVACY_EMAIL: 'non-una-email' })).toThrow('AGENCY_PRIVACY_EMAIL');
    expect(() => loadConfig({ AGENCY_VAT_NUMBER: '123' })).toThrow('AGENCY_VAT_NUMBER');
  });
});
