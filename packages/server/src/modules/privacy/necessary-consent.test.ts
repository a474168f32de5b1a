// The consent marked "(necessario)" must be given to go on (decisions/0088): the server refuses a no to it
// with PRIVACY_002 at registration and at setUserPrivacy (/login-privacy, the profile); the others stay free.
import { ApiPath, ErrorCode, isNecessaryConsent } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { PROFILE_PRIVACY_TEMPLATE } from '../../seed/demo-agency.js';
import { useTestApp } from '../../test/harness.js';
import { registrationBody } from '../../test/registration.js';

const t = useTestApp();
const ko = (code: string) => ({ status: 'KO', error: { code } });
const EVERY_NO = { privacy01: 'N', privacy02: 'N', privacy03: 'N', privacy04: 'N' };
const ONLY_THE_NECESSARY = { ...EVERY_NO, privacy01: 'S' };

describe('the necessary consent', () => {
  it('is the one whose text says "(necessario)", in the demo template the first', () => {
    expect(isNecessaryConsent(PROFILE_PRIVACY_TEMPLATE.items.privacy01value)).toBe(true);
    expect(isNecessaryConsent('Trattamento dei dati sanitari (Necessaria)')).toBe(true);
    expect(isNecessaryConsent(PROFILE_PRIVACY_TEMPLATE.items.privacy02value)).toBe(false);
    expect(isNecessaryConsent('Non necessario per il contratto')).toBe(false);
  });

  it('refused at registration: PRIVACY_002 and no account; the optional ones refused: registered', async () => {
    const refused = await t.post(ApiPath.createUser, registrationBody(EVERY_NO));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(ko(ErrorCode.NECESSARY_CONSENT));
    const registered = await t.post(ApiPath.createUser, registrationBody(ONLY_THE_NECESSARY));
    expect(registered.statusCode).toBe(200);
  });

  it('refused on /login-privacy (setUserPrivacy): PRIVACY_002, the update still pending', async () => {
    const token = await t.login('10000002');
    const body = { type: '775', templateID: PROFILE_PRIVACY_TEMPLATE.templateId };
    const refused = await t.post(ApiPath.setUserPrivacy, { ...body, ...EVERY_NO }, token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(ko(ErrorCode.NECESSARY_CONSENT));
    expect((await t.post(ApiPath.getUserStatus, {}, token)).json().privacyUpdates).toContain('775');
    const given = await t.post(ApiPath.setUserPrivacy, { ...body, ...ONLY_THE_NECESSARY }, token);
    expect(given.json()).toEqual({ status: 'OK' });
    expect((await t.post(ApiPath.getUserStatus, {}, token)).json().privacyUpdates).not.toContain('775');
  });
});
