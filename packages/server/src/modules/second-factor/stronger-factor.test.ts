import { ApiPath, ErrorCode } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { lastCodeTo, messagesTo } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { oathtool } from '../../test/second-factor.js';
import { secondFactorKit } from '../../test/second-factor-accounts.js';
import { STAFF_PASSWORD, staffAccount } from '../../test/staff-accounts.js';

/*
 * Staff keep the stronger factor (issue 33 item 5, docs/decisions/0131): an account with the app never
 * passes a login's second factor by SMS (its recovery codes stay), and a staff mobile gets no code until
 * its owner confirmed it with a code sent to it.
 */

const t = useTestApp();
const { call, codeOf, passwordLogin } = secondFactorKit(t);
const smsCount = async (phone: string) => (await messagesTo(t, phone)).length;

let staffCount = 0;
/** A Staff account made through the console and its invite, its app set up: its session whole. */
async function newStaff() {
  const n = ++staffCount;
  const admin = await t.login('90000001');
  return staffAccount(
    t,
    admin,
    `sportello.${n}@agenzia.it`,
    'Staff',
    `340 600 ${String(n).padStart(4, '0')}`,
  );
}

/** The staff member confirms their mobile with the code sent to it (ResendSMS, validatePhone). */
async function confirmMobile(token: string, phone: string) {
  expect((await call(ApiPath.resendSms, {}, { token })).statusCode).toBe(200);
  const code = await lastCodeTo(t, phone);
  const confirmed = await call(ApiPath.validatePhone, { smsSecurityCode: code }, { token });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

/** A staff member's password login: its session waits for the second factor. */
const staffLogin = (userCode: string) => passwordLogin(userCode, { password: STAFF_PASSWORD });

describe('a login of an account with the app', () => {
  it('refuses the SMS (SECONDFACTOR_007) even to a verified mobile; the app and the recovery codes still work', async () => {
    const staff = await newStaff();
    await confirmMobile(staff.token, staff.phone);
    const { recoveryCodes } = (await call(ApiPath.newRecoveryCodes, {}, { token: staff.token })).json() as {
      recoveryCodes: string[];
    };
    expect(recoveryCodes).toHaveLength(10);
    await call(ApiPath.logout, {}, { token: staff.token });
    t.clock.advance(61_000);

    const login = await staffLogin(staff.code);
    expect(login.secondFactor).toBe('verify');
    // The page is offered no SMS: the state names no number while the login waits.
    const state = await call(ApiPath.getSecondFactor, {}, { token: login.token });
    expect(state.json()).toMatchObject({ pending: 'verify', enabled: true, smsTo: null });

    const sent = await smsCount(staff.phone);
    const send = await call(ApiPath.sendSecondFactorSms, {}, { token: login.token });
    expect(send.statusCode).toBe(403);
    expect(codeOf(send)).toBe(ErrorCode.SECONDFACTOR_SMS_REFUSED);
    expect(await smsCount(staff.phone)).toBe(sent);
    // Not even a code that was really sent to the number (the confirmation's) opens the session.
    const typed = await call(
      ApiPath.verifySecondFactor,
      { method: 'sms', code: await lastCodeTo(t, staff.phone) },
      { token: login.token },
    );
    expect(typed.statusCode).toBe(403);
    expect(codeOf(typed)).toBe(ErrorCode.SECONDFACTOR_SMS_REFUSED);
    expect(codeOf(await call(ApiPath.getAuditLog, {}, { token: login.token }))).toBe(
      ErrorCode.SECONDFACTOR_PENDING,
    );

    // A recovery code (the lost phone's way) opens it.
    const recovered = await call(
      ApiPath.verifySecondFactor,
      { method: 'recovery', code: recoveryCodes[0] },
      { token: login.token },
    );
    expect(recovered.statusCode, recovered.body).toBe(200);
    expect((await call(ApiPath.getAuditLog, {}, { token: login.token })).statusCode).toBe(200);

    // And so does the app's code, at the next login.
    t.clock.advance(30_000);
    const again = await staffLogin(staff.code);
    const app = await call(
      ApiPath.verifySecondFactor,
      { method: 'app', code: oathtool(staff.secret, t.clock.now()) },
      { token: again.token },
    );
    expect(app.statusCode, app.body).toBe(200);
  });
});

describe('a staff mobile', () => {
  it('is written unverified and gets no code of the second factor until its owner confirms it', async () => {
    const staff = await newStaff();
    const status = await call(ApiPath.getUserStatus, {}, { token: staff.token });
    expect(status.json().user).toMatchObject({ phone: staff.phone, phoneVerified: false });
    // A step-up by SMS (a whole session) names no number and sends nothing.
    expect((await call(ApiPath.getSecondFactor, {}, { token: staff.token })).json()).toMatchObject({
      smsTo: null,
    });
    const send = await call(ApiPath.sendSecondFactorSms, {}, { token: staff.token });
    expect(send.statusCode).toBe(409);
    expect(codeOf(send)).toBe(ErrorCode.SECONDFACTOR_NO_MOBILE);
    expect(await smsCount(staff.phone)).toBe(0);

    // Confirming it: a code sent to it; wrong codes fail, and the fifth kills the code.
    expect((await call(ApiPath.resendSms, {}, { token: staff.token })).statusCode).toBe(200);
    const right = await lastCodeTo(t, staff.phone);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const answers: (string | undefined)[] = [];
    for (let i = 0; i < 5; i++) {
      answers.push(
        codeOf(await call(ApiPath.validatePhone, { smsSecurityCode: wrong }, { token: staff.token })),
      );
    }
    expect(answers).toEqual([...Array(4).fill(ErrorCode.PHONE_CODE_WRONG), ErrorCode.PHONE_CODE_LOCKED]);
    const late = await call(ApiPath.validatePhone, { smsSecurityCode: right }, { token: staff.token });
    expect(codeOf(late)).toBe(ErrorCode.PHONE_CODE_LOCKED);
    expect((await call(ApiPath.getUserStatus, {}, { token: staff.token })).json().user.phoneVerified).toBe(
      false,
    );
    // Sending codes is held to the SMS limits: at once again, refused.
    expect(codeOf(await call(ApiPath.resendSms, {}, { token: staff.token }))).toBe(ErrorCode.RESEND_LIMIT);

    t.clock.advance(61_000);
    await confirmMobile(staff.token, staff.phone);
    expect((await call(ApiPath.getUserStatus, {}, { token: staff.token })).json().user).toMatchObject({
      phone: staff.phone,
      phoneVerified: true,
    });
    // Confirmed, it counts as the account's mobile; still no factor goes by it, the account having the app.
    t.clock.advance(61_000);
    const stepUp = await call(ApiPath.sendSecondFactorSms, {}, { token: staff.token });
    expect(codeOf(stepUp)).toBe(ErrorCode.SECONDFACTOR_SMS_REFUSED);
  });
});
