import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { formContattiRequest, publicFormContattiRequest } from './contact.js';
import { dossierListRequest } from './data.js';
import { bodyUserId } from './envelope.js';
import { checkInviteCodeRequest, createUserRequest } from './onboarding.js';
import {
  getPrivacyTemplateRequest,
  getUserPrivacyRequest,
  privacyAnswers,
  setUserPrivacyRequest,
  updateMessageRequest,
} from './privacy.js';

/** docs/decisions/0043: the numbers SPEC §7 shows are taken, and the server sees the strings. */

describe('a body userID', () => {
  it('takes a string of digits, or a whole number as its digits', () => {
    expect(bodyUserId.parse('10000001')).toBe('10000001');
    expect(bodyUserId.parse(10000001)).toBe('10000001');
    expect(bodyUserId.parse(0)).toBe('0');
    expect(bodyUserId.parse('')).toBe('');
    expect(bodyUserId.parse(undefined)).toBeUndefined();
    expect(dossierListRequest.parse({ userID: 10000001 })).toEqual({ userID: '10000001' });
    expect(updateMessageRequest.parse({ userid: 10000001, messageID: 1 })).toEqual({
      userid: '10000001',
      messageID: 1,
    });
  });

  it('refuses fractions, negatives, unsafe integers and strings that are not digits', () => {
    for (const value of [
      10000001.5,
      -10000001,
      -1,
      2 ** 53,
      Number.NaN,
      Infinity,
      'NaN',
      '1e7',
      '-1',
      '1.5',
      ' 1',
    ]) {
      expect(bodyUserId.safeParse(value).success, String(value)).toBe(false);
    }
    expect(bodyUserId.safeParse('1'.repeat(21)).success).toBe(false);
  });

  it('keeps the output a string', () => {
    expectTypeOf<z.output<typeof bodyUserId>>().toEqualTypeOf<string | undefined>();
    expectTypeOf<z.input<typeof bodyUserId>>().toEqualTypeOf<string | number | undefined>();
  });

  it('in an invite is 8 digits, as a string or a number', () => {
    const hash = 'a'.repeat(128);
    expect(checkInviteCodeRequest.parse({ userID: 10000004, hash }).userID).toBe('10000004');
    for (const userID of [1000004, 100000040, 10000004.5, -10000004]) {
      expect(checkInviteCodeRequest.safeParse({ userID, hash }).success, String(userID)).toBe(false);
    }
  });

  it("of the public contact form keeps its meaning: 0, '0' or '' only", () => {
    for (const userID of [0, '0', '']) {
      expect(publicFormContattiRequest.parse({ userID }).userID).toBe(userID);
    }
    for (const userID of [10000001, '10000001', 1]) {
      expect(publicFormContattiRequest.safeParse({ userID }).success).toBe(false);
    }
  });
});

describe('a privacy type', () => {
  it('takes 775 as a number, and refuses a fraction or a negative', () => {
    expect(getUserPrivacyRequest.parse({ type: 775 })).toEqual({ type: '775' });
    expect(getPrivacyTemplateRequest.parse({ type: 775, userID: '' })).toEqual({ type: '775', userID: '' });
    for (const type of [775.5, -775, '']) {
      expect(getUserPrivacyRequest.safeParse({ type }).success, String(type)).toBe(false);
    }
    expectTypeOf<z.output<typeof getUserPrivacyRequest>['type']>().toEqualTypeOf<string>();
  });

  it('takes no templateID as a number: the spec never shows one so', () => {
    expect(getPrivacyTemplateRequest.safeParse({ type: '775', templateID: 7752026 }).success).toBe(false);
  });
});

describe('the consents of a request', () => {
  const asked = { privacy01: 'S', privacy02: 'N' } as const;

  it("takes '' and null as not sent, and 'S' / 'N' as they are", () => {
    const parsed = setUserPrivacyRequest.parse({
      type: 775,
      templateID: '775-2026-11',
      ...asked,
      privacy03: '',
      privacy19: null,
    });
    expect(parsed).toMatchObject({ type: '775', ...asked });
    expect(parsed.privacy03).toBeUndefined();
    expect(parsed.privacy19).toBeUndefined();
    expect(JSON.parse(JSON.stringify(parsed))).toEqual({ type: '775', templateID: '775-2026-11', ...asked });
    expectTypeOf<z.output<typeof setUserPrivacyRequest>['privacy03']>().toEqualTypeOf<
      'S' | 'N' | undefined
    >();
  });

  it('refuses any other value, a number among them', () => {
    for (const value of ['X', 's', 0, 1, true]) {
      expect(
        setUserPrivacyRequest.safeParse({ type: '775', templateID: '1', privacy05: value }).success,
        String(value),
      ).toBe(false);
    }
  });

  it('in createUser alike, with privacyType 775 as a number', () => {
    const parsed = createUserRequest.parse({
      email: 'anna.neri@example.it',
      password: 'Registrata2026!',
      codiceFiscale: 'NRENNA90A41H501V',
      numeroPolizza: '10020030',
      privacyType: 775,
      privacyTemplateID: '775-2026-11',
      lettaInformativa: true,
      ...asked,
      privacy04: '',
    });
    expect(parsed.privacyType).toBe('775');
    expect(parsed.privacy04).toBeUndefined();
    expect(createUserRequest.safeParse({ ...parsed, privacyType: 775.5 }).success).toBe(false);
  });

  it("leaves the forms' own schema strict: a choice not made is not an answer", () => {
    expect(privacyAnswers.safeParse({ privacy01: '' }).success).toBe(false);
  });
});

describe('the subject of a contact form', () => {
  it("takes 0 and 1 as '0' and '1', and any other number as its text (missing data for the server)", () => {
    expect(formContattiRequest.parse({ oggetto: 0 }).oggetto).toBe('0');
    expect(formContattiRequest.parse({ oggetto: 1 }).oggetto).toBe('1');
    expect(publicFormContattiRequest.parse({ oggetto: 1 }).oggetto).toBe('1');
    expect(publicFormContattiRequest.parse({ oggetto: '0' }).oggetto).toBe('0');
    expect(formContattiRequest.parse({ oggetto: 2 }).oggetto).toBe('2');
    expectTypeOf<z.output<typeof formContattiRequest>['oggetto']>().toEqualTypeOf<string | undefined>();
  });
});
