import { ApiPath, ErrorCode, PRIVACY_KEYS } from '@area-clienti/contract';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { privacyConsents, privacyTemplates, users } from '../../db/schema.js';
import { PREVIOUS_PROFILE_PRIVACY_TEMPLATE, PROFILE_PRIVACY_TEMPLATE } from '../../seed/demo-agency.js';
import { useTestApp } from '../../test/harness.js';

const t = useTestApp();
const ALL_ANSWERED = { privacy01: 'S', privacy02: 'N', privacy03: 'S', privacy04: 'N' };

describe('POST /v1/data/getPrivacyTemplate', () => {
  it('answers the template in force, without a token and with an empty or absent userID', async () => {
    for (const body of [{ type: '775' }, { userID: '', type: '775' }]) {
      const reply = await t.post(ApiPath.getPrivacyTemplate, body);
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({
        status: 'OK',
        privacyTemplate: { type: '775', templateID: '775-2026-11', ...PROFILE_PRIVACY_TEMPLATE.items },
      });
    }
  });

  it('answers an older template by its id', async () => {
    const reply = await t.post(ApiPath.getPrivacyTemplate, { type: '775', templateID: '775-2026-01' });
    expect(reply.json().privacyTemplate).toEqual({
      type: '775',
      templateID: '775-2026-01',
      ...PREVIOUS_PROFILE_PRIVACY_TEMPLATE.items,
    });
  });

  it('leaves out the consents a template does not ask (empty texts)', async () => {
    await t.db.insert(privacyTemplates).values({
      type: '900',
      templateId: '900-1',
      items: {
        privacy01value: 'Primo consenso',
        privacy02value: '',
        privacy05value: '  ',
        privacy07value: 'Settimo',
      },
    });
    const reply = await t.post(ApiPath.getPrivacyTemplate, { type: '900' });
    expect(reply.json().privacyTemplate).toEqual({
      type: '900',
      templateID: '900-1',
      privacy01value: 'Primo consenso',
      privacy07value: 'Settimo',
    });
  });

  it('answers 404 NOTFOUND_001 to an unknown type or template', async () => {
    for (const body of [
      { type: '999' },
      { type: '775', templateID: '775-1999-01' },
      { type: '900', templateID: '775-2026-11' },
    ]) {
      const reply = await t.post(ApiPath.getPrivacyTemplate, body);
      expect(reply.statusCode).toBe(404);
      expect(reply.json().error.code).toBe(ErrorCode.NOT_FOUND);
    }
  });

  it("with a userID, wants the caller's own session", async () => {
    expect((await t.post(ApiPath.getPrivacyTemplate, { userID: '10000001', type: '775' })).statusCode).toBe(
      401,
    );
    const token = await t.login('10000001');
    expect(
      (await t.post(ApiPath.getPrivacyTemplate, { userID: '10000001', type: '775' }, token)).statusCode,
    ).toBe(200);
    const foreign = await t.post(ApiPath.getPrivacyTemplate, { userID: '10000003', type: '775' }, token);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe(ErrorCode.FORBIDDEN);
    // A stale token on the public variant is no reason to refuse it.
    expect((await t.post(ApiPath.getPrivacyTemplate, { type: '775' }, 'A'.repeat(43))).statusCode).toBe(200);
  });
});

describe('POST /v1/data/getUserPrivacy', () => {
  it('answers the consents in force, each with the text of its template', async () => {
    const token = await t.login('10000001');
    const reply = await t.post(ApiPath.getUserPrivacy, { userID: '10000001', type: '775' }, token);
    expect(reply.statusCode).toBe(200);
    const { privacy } = reply.json();
    expect(privacy).toEqual({
      type: '775',
      templateID: '775-2026-11',
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      privacy01: { descr: PROFILE_PRIVACY_TEMPLATE.items.privacy01value, value: 'S' },
      privacy02: { descr: PROFILE_PRIVACY_TEMPLATE.items.privacy02value, value: 'N' },
      privacy03: { descr: PROFILE_PRIVACY_TEMPLATE.items.privacy03value, value: 'N' },
      privacy04: { descr: PROFILE_PRIVACY_TEMPLATE.items.privacy04value, value: 'N' },
    });
  });

  it('answers null for a type the user never answered, and refuses another userID', async () => {
    const token = await t.login('10000001');
    expect((await t.post(ApiPath.getUserPrivacy, { type: '900' }, token)).json()).toEqual({
      status: 'OK',
      privacy: null,
    });
    expect(
      (await t.post(ApiPath.getUserPrivacy, { userID: '10000003', type: '775' }, token)).statusCode,
    ).toBe(403);
    expect((await t.post(ApiPath.getUserPrivacy, { type: '775' })).statusCode).toBe(401);
  });
});

describe('POST /v1/data/setUserPrivacy', () => {
  it('records the answers to the template in force as a new row: the pending update is met, history kept', async () => {
    const token = await t.login('10000002');
    // 900 is the test's own template, asked of everyone.
    expect((await t.post(ApiPath.getUserStatus, {}, token)).json().privacyUpdates).toEqual(['775', '900']);
    const before = await t.post(ApiPath.getUserPrivacy, { type: '775' }, token);
    expect(before.json().privacy.templateID).toBe('775-2026-01');

    t.clock.advance(60_000);
    const reply = await t.post(
      ApiPath.setUserPrivacy,
      { userID: '10000002', type: '775', templateID: '775-2026-11', ...ALL_ANSWERED },
      token,
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 'OK' });
    expect((await t.post(ApiPath.getUserStatus, {}, token)).json().privacyUpdates).toEqual(['900']);
    const after = (await t.post(ApiPath.getUserPrivacy, { type: '775' }, token)).json().privacy;
    expect(after).toMatchObject({
      templateID: '775-2026-11',
      updatedAt: t.clock.now().toISOString(),
      privacy03: { value: 'S' },
      privacy04: { value: 'N' },
    });

    const [giulia] = await t.db.select().from(users).where(eq(users.userCode, '10000002'));
    const history = await t.db
      .select()
      .from(privacyConsents)
      .where(and(eq(privacyConsents.userId, giulia?.id ?? 0), eq(privacyConsents.type, '775')))
      .orderBy(asc(privacyConsents.id));
    expect(history.map((row) => row.templateId)).toEqual(['775-2026-01', '775-2026-11']);
  });

  it.each([
    ['a consent left out', { templateID: '775-2026-11', ...ALL_ANSWERED, privacy04: undefined }],
    ['a consent the template does not ask', { templateID: '775-2026-11', ...ALL_ANSWERED, privacy05: 'S' }],
    [
      'a template no longer in force',
      { templateID: '775-2026-01', privacy01: 'S', privacy02: 'N', privacy03: 'N' },
    ],
    ['an unknown template', { templateID: '775-1999-01', ...ALL_ANSWERED }],
  ])('answers 400 PRIVACY_001 to %s', async (_name, fields) => {
    const token = await t.login('10000003');
    const reply = await t.post(ApiPath.setUserPrivacy, { type: '775', ...fields }, token);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ status: 'KO', error: { code: ErrorCode.PRIVACY_MISMATCH } });
  });

  it.each([
    [
      'a value other than S or N',
      { type: '775', templateID: '775-2026-11', ...ALL_ANSWERED, privacy02: 'X' },
    ],
    ['no template id', { type: '775', ...ALL_ANSWERED }],
    ['no type', { templateID: '775-2026-11', ...ALL_ANSWERED }],
  ])('answers 400 VALIDATION_001 to %s', async (_name, body) => {
    const token = await t.login('10000003');
    const reply = await t.post(ApiPath.setUserPrivacy, body, token);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error.code).toBe(ErrorCode.VALIDATION);
  });

  it("refuses another user's userID", async () => {
    const token = await t.login('10000003');
    const reply = await t.post(
      ApiPath.setUserPrivacy,
      { userID: '10000001', type: '775', templateID: '775-2026-11', ...ALL_ANSWERED },
      token,
    );
    expect(reply.statusCode).toBe(403);
  });
});

describe('numbers the spec shows, and the nineteen keys (docs/decisions/0043)', () => {
  /** privacy01..privacy19: the four the template in force asks answered, the other fifteen empty. */
  const NINETEEN = {
    ...Object.fromEntries(PRIVACY_KEYS.map((key, index) => [key, index % 2 === 0 ? '' : null])),
    ...ALL_ANSWERED,
  };
  const latestValues = async (userCode: string) => {
    const [user] = await t.db.select().from(users).where(eq(users.userCode, userCode));
    const rows = await t.db
      .select()
      .from(privacyConsents)
      .where(and(eq(privacyConsents.userId, user?.id ?? 0), eq(privacyConsents.type, '775')))
      .orderBy(asc(privacyConsents.id));
    return rows.at(-1)?.values;
  };

  it('getPrivacyTemplate takes the type 775 and a userID as numbers, answering as for the strings', async () => {
    const asString = await t.post(ApiPath.getPrivacyTemplate, { type: '775' });
    const asNumber = await t.post(ApiPath.getPrivacyTemplate, { type: 775 });
    expect(asNumber.statusCode).toBe(200);
    expect(asNumber.json()).toEqual(asString.json());
    // A numeric userID is a userID: it needs that user's session, as the string does.
    expect((await t.post(ApiPath.getPrivacyTemplate, { userID: 10000001, type: 775 })).statusCode).toBe(401);
    const token = await t.login('10000001');
    const own = await t.post(ApiPath.getPrivacyTemplate, { userID: 10000001, type: 775 }, token);
    expect(own.json()).toEqual(asString.json());
    const foreign = await t.post(ApiPath.getPrivacyTemplate, { userID: 10000003, type: 775 }, token);
    expect(foreign.statusCode).toBe(403);
  });

  it('getUserPrivacy takes userID 10000001 and type 775 as numbers, answering as for the strings', async () => {
    const token = await t.login('10000001');
    const asString = await t.post(ApiPath.getUserPrivacy, { userID: '10000001', type: '775' }, token);
    const asNumber = await t.post(ApiPath.getUserPrivacy, { userID: 10000001, type: 775 }, token);
    expect(asNumber.statusCode).toBe(200);
    expect(asNumber.json()).toEqual(asString.json());
    expect(asNumber.json().privacy.type).toBe('775');
    const foreign = await t.post(ApiPath.getUserPrivacy, { userID: 10000003, type: 775 }, token);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe(ErrorCode.FORBIDDEN);
  });

  it('setUserPrivacy takes the numbers and all nineteen keys, those the template does not ask empty', async () => {
    const token = await t.login('10000003');
    const body = { userID: 10000003, type: 775, templateID: '775-2026-11', ...NINETEEN };
    expect(Object.keys(body).filter((key) => key.startsWith('privacy'))).toHaveLength(19);
    const reply = await t.post(ApiPath.setUserPrivacy, body, token);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 'OK' });
    // Only the consents asked are recorded: the empty keys are as if not sent.
    expect(await latestValues('10000003')).toEqual(ALL_ANSWERED);
    const privacy = (await t.post(ApiPath.getUserPrivacy, { type: 775 }, token)).json().privacy;
    expect(Object.keys(privacy).filter((key) => key.startsWith('privacy'))).toEqual(
      Object.keys(ALL_ANSWERED),
    );
  });

  it.each([
    ['a consent the template asks sent empty', { ...NINETEEN, privacy02: '' }],
    ['a consent the template asks sent null', { ...NINETEEN, privacy03: null }],
    ['an S for a consent the template does not ask', { ...NINETEEN, privacy05: 'S' }],
    ['an N for a consent the template does not ask', { ...NINETEEN, privacy19: 'N' }],
  ])('setUserPrivacy answers 400 PRIVACY_001 to %s, as before', async (_name, answers) => {
    const token = await t.login('10000003');
    const reply = await t.post(
      ApiPath.setUserPrivacy,
      { type: 775, templateID: '775-2026-11', ...answers },
      token,
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ status: 'KO', error: { code: ErrorCode.PRIVACY_MISMATCH } });
  });

  const SET = { templateID: '775-2026-11', ...ALL_ANSWERED };
  it.each([
    ['a userID with a fraction', ApiPath.setUserPrivacy, { userID: 10000003.5, type: '775', ...SET }],
    ['a negative userID', ApiPath.setUserPrivacy, { userID: -10000003, type: '775', ...SET }],
    ['a userID past 2^53', ApiPath.setUserPrivacy, { userID: 2 ** 60, type: '775', ...SET }],
    ['a userID "NaN"', ApiPath.setUserPrivacy, { userID: 'NaN', type: '775', ...SET }],
    ['a userID "1e7"', ApiPath.getUserPrivacy, { userID: '1e7', type: '775' }],
    ['a userID "-10000003"', ApiPath.getUserPrivacy, { userID: '-10000003', type: '775' }],
    ['type 775.5', ApiPath.setUserPrivacy, { type: 775.5, ...SET }],
    ['type -775', ApiPath.getUserPrivacy, { type: -775 }],
    ['type 775.5 for the template', ApiPath.getPrivacyTemplate, { type: 775.5 }],
    ['a templateID as a number', ApiPath.setUserPrivacy, { ...SET, type: 775, templateID: 7752026 }],
    ['a consent sent as a number', ApiPath.setUserPrivacy, { ...SET, type: 775, privacy05: 0 }],
  ])('answers 400 VALIDATION_001 to %s', async (_name, path, body) => {
    const token = await t.login('10000003');
    const reply = await t.post(path, body, token);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ status: 'KO', error: { code: ErrorCode.VALIDATION } });
  });
});
