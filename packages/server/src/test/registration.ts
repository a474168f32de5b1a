import { PRIVACY_KEYS } from '@area-clienti/contract';
import { PROFILE_PRIVACY_TEMPLATE } from '../seed/demo-agency.js';

/** Anna Neri of the demo agency: a client with a policy and no account (SPEC's registration). */
export const ANNA = { codiceFiscale: 'NRENNA90A41H501V', numeroPolizza: '70000042' };

/** An answer to every consent of the privacy template in force (the first 'S', the others 'N'). */
export const consentAnswers = (): Record<string, 'S' | 'N'> =>
  Object.fromEntries(
    PRIVACY_KEYS.filter(
      (key) => (PROFILE_PRIVACY_TEMPLATE.items as Record<string, string>)[`${key}value`],
    ).map((key, index) => [key, index === 0 ? 'S' : 'N']),
  );

/** A createUser body that succeeds for Anna Neri; override what a test is about. */
export const registrationBody = (overrides: Record<string, unknown> = {}) => ({
  email: 'anna.neri@example.it',
  password: 'Registrata2026!',
  tipoSoggetto: 0,
  ...ANNA,
  privacyType: PROFILE_PRIVACY_TEMPLATE.type,
  privacyTemplateID: PROFILE_PRIVACY_TEMPLATE.templateId,
  lettaInformativa: true,
  ...consentAnswers(),
  ...overrides,
});
