import { ApiPath, ErrorCode } from '@area-clienti/contract';
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
