import { randomBytes } from 'node:crypto';
import { ApiPath, DEFAULT_APPLICATION_ID, ErrorCode } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { makeSsoToken } from '../sso/token.js';

const key = randomBytes(32);
const t = useTestApp({ config: { SSO_SHARED_KEY: key.toString('base64url') } });
const ko = (code: string) => ({ status: 'KO', error: { code } });

async function singleSignOn(userCode: string) {
  return t.post(ApiPath.autologinSso, {
    cryptedParameters: await makeSsoToken(key, userCode, t.clock.now()),
    applicationId: DEFAULT_APPLICATION_ID,
  });
}
const flagOf = async (token: string) =>
  (await t.post(ApiPath.getUserStatus, {}, token)).json().user.autologinFlag as boolean;

describe('SetUserAutologinFlag', () => {
  it('turned off, single sign-on stops logging the user in; turned on again, it works again', async () => {
    const token = await t.login('10000001');
    expect((await singleSignOn('10000001')).statusCode).toBe(200);

    const off = await t.post(ApiPath.SetUserAutologinFlag, { userID: '10000001', ssoFlag: false }, token);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ status: 'OK', autologinFlag: false });
    expect(await flagOf(token)).toBe(false);
    const refused = await singleSignOn('10000001');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(ko(ErrorCode.SSO_NOT_ALLOWED));

    const on = await t.post(ApiPath.SetUserAutologinFlag, { ssoFlag: true }, token);
    expect(on.json()).toEqual({ status: 'OK', autologinFlag: true });
    expect(await flagOf(token)).toBe(true);
    expect((await singleSignOn('10000001')).statusCode).toBe(200);
  });

  it('turned on by a user who had it off, opens single sign-on to them; setting it twice is fine', async () => {
    const token = await t.login('10000003');
    expect((await singleSignOn('10000003')).json()).toEqual(ko(ErrorCode.SSO_NOT_ALLOWED));
    for (let n = 0; n < 2; n++) {
      expect((await t.post(ApiPath.SetUserAutologinFlag, { ssoFlag: true }, token)).statusCode).toBe(200);
    }
    expect((await singleSignOn('10000003')).statusCode).toBe(200);
  });

  it("changes only the caller's flag: another userID is FORBIDDEN_001, and no session is TOKEN_1001", async () => {
    const token = await t.login('10000003');
    const other = await t.post(ApiPath.SetUserAutologinFlag, { userID: '10000001', ssoFlag: false }, token);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual(ko(ErrorCode.FORBIDDEN));
    const none = await t.post(ApiPath.SetUserAutologinFlag, { ssoFlag: false });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual(ko(ErrorCode.TOKEN));
    expect((await singleSignOn('10000001')).statusCode).toBe(200);
  });

  it.each([
    ['no flag', {}],
    ['the flag as a string', { ssoFlag: 'true' }],
    ['the flag as S', { ssoFlag: 'S' }],
    ['the flag as a number', { ssoFlag: 1 }],
  ])('%s → 400 VALIDATION_001', async (_name, body) => {
    const token = await t.login('10000003');
    const reply = await t.post(ApiPath.SetUserAutologinFlag, body, token);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual(ko(ErrorCode.VALIDATION));
  });
});
