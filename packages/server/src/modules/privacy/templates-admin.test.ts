import { ApiPath, ErrorCode } from '@area-clienti/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { PREVIOUS_PROFILE_PRIVACY_TEMPLATE, PROFILE_PRIVACY_TEMPLATE } from '../../seed/demo-agency.js';
import { useTestApp } from '../../test/harness.js';

const t = useTestApp();
const ko = (code: string) => ({ status: 'KO', error: { code } });
let admin = '';
let mario = '';
let luca = '';
beforeAll(async () => {
  admin = await t.login('90000001');
  mario = await t.login('10000001');
  luca = await t.login('10000003');
});

const NEW_ITEMS = {
  privacy01value: 'Trattamento dei dati per il contratto (necessario)',
  privacy02value: 'Comunicazioni commerciali',
};
const create = (template: Record<string, unknown>) =>
  t.post(ApiPath.createPrivacyTemplate, { type: '775', items: NEW_ITEMS, ...template }, admin);
const publish = (id: unknown) => t.post(ApiPath.publishPrivacyTemplate, { id }, admin);
const withdraw = (id: unknown) => t.post(ApiPath.withdrawPrivacyTemplate, { id }, admin);
/** A version written and published: its id. */
async function published(template: Record<string, unknown>): Promise<number> {
  const { id } = (await create(template)).json().template;
  expect((await publish(id)).json().template.current).toBe(true);
  return id;
}
const pending = async (token: string) =>
  (await t.post(ApiPath.getUserStatus, {}, token)).json().privacyUpdates;
const inForce = async (type: string) => (await t.post(ApiPath.getPrivacyTemplate, { type })).json();
const answer = (token: string, templateID: string) =>
  t.post(ApiPath.setUserPrivacy, { type: '775', templateID, privacy01: 'S', privacy02: 'N' }, token);

describe('privacy template versions written by the agency (admin API)', () => {
  it('lists the versions of a type, the one in force marked current', async () => {
    const reply = await t.post(ApiPath.getPrivacyTemplates, { type: 775 }, admin);
    expect(reply.json().templates).toEqual([
      expect.objectContaining({
        templateID: PROFILE_PRIVACY_TEMPLATE.templateId,
        items: PROFILE_PRIVACY_TEMPLATE.items,
        state: 'published',
        current: true,
      }),
      expect.objectContaining({
        templateID: PREVIOUS_PROFILE_PRIVACY_TEMPLATE.templateId,
        state: 'published',
        current: false,
      }),
    ]);
  });

  it('a new version, once published, is a pending update for clients who answered the previous one', async () => {
    const reply = await create({ templateID: '775-2027-01' });
    expect(reply.statusCode).toBe(200);
    const draft = reply.json().template;
    expect(draft).toMatchObject({
      type: '775',
      items: NEW_ITEMS,
      state: 'draft',
      current: false,
      publishedAt: null,
    });
    // A draft is asked of nobody, and nobody reads it.
    expect(await pending(mario)).toEqual([]);
    expect((await inForce('775')).privacyTemplate.templateID).toBe(PROFILE_PRIVACY_TEMPLATE.templateId);
    const byId = await t.post(ApiPath.getPrivacyTemplate, { type: '775', templateID: '775-2027-01' });
    expect(byId.json()).toEqual(ko(ErrorCode.NOT_FOUND));
    expect((await answer(mario, '775-2027-01')).json()).toEqual(ko(ErrorCode.PRIVACY_MISMATCH));

    expect((await publish(draft.id)).json().template).toMatchObject({
      state: 'published',
      current: true,
      publishedAt: t.clock.now().toISOString(),
    });
    expect((await inForce('775')).privacyTemplate).toEqual({
      type: '775',
      templateID: '775-2027-01',
      ...NEW_ITEMS,
    });
    expect(await pending(mario)).toEqual(['775']);
    expect(await pending(luca)).toEqual(['775']);
    const versions = (await t.post(ApiPath.getPrivacyTemplates, { type: '775' }, admin)).json().templates;
    expect(versions.filter((v: { current: boolean }) => v.current)).toHaveLength(1);

    // Answering it clears it, for the one who answered.
    expect((await answer(mario, '775-2027-01')).statusCode).toBe(200);
    expect(await pending(mario)).toEqual([]);
    expect(await pending(luca)).toEqual(['775']);

    // Withdrawn, the version before it is in force again: Luca, who answered that one, has nothing pending.
    expect((await withdraw(draft.id)).json().template).toMatchObject({ state: 'withdrawn', current: false });
    expect((await inForce('775')).privacyTemplate.templateID).toBe(PROFILE_PRIVACY_TEMPLATE.templateId);
    expect(await pending(luca)).toEqual([]);
    expect(await pending(mario)).toEqual([]);
    expect((await answer(luca, '775-2027-01')).json()).toEqual(ko(ErrorCode.PRIVACY_MISMATCH));
    // What Mario consented to keeps its text.
    const given = (await t.post(ApiPath.getUserPrivacy, { type: '775' }, mario)).json().privacy;
    expect(given).toMatchObject({
      templateID: '775-2027-01',
      privacy02: { descr: NEW_ITEMS.privacy02value },
    });
  });

  it('withdrawing hands the type to the latest published version not withdrawn, or to none', async () => {
    const a = await published({ type: '902', templateID: 'A' });
    t.clock.advance(60_000);
    const b = await published({ type: '902', templateID: 'B' });
    t.clock.advance(60_000);
    const c = await published({ type: '902', templateID: 'C' });
    expect(await pending(luca)).toEqual(['902']);
    // B, not in force, withdrawn: C stays.
    expect((await withdraw(b)).json().template).toMatchObject({ state: 'withdrawn', current: false });
    expect((await inForce('902')).privacyTemplate.templateID).toBe('C');
    // C withdrawn: not B, withdrawn, but A.
    await withdraw(c);
    expect((await inForce('902')).privacyTemplate.templateID).toBe('A');
    await withdraw(a);
    expect(await inForce('902')).toEqual(ko(ErrorCode.NOT_FOUND));
    expect(await pending(luca)).toEqual([]);
  });

  it('records each act in the audit log: who, when, what', async () => {
    const id = await published({ type: '903', templateID: '903-1' });
    await withdraw(id);
    const { entries } = (await t.post(ApiPath.getAuditLog, {}, admin)).json();
    expect(entries.slice(0, 3)).toEqual(
      ['withdraw', 'publish', 'create'].map((act) => ({
        at: t.clock.now().toISOString(),
        actor: '90000001',
        action: `template.${act}`,
        target: 'template:903/903-1',
        detail: { id: String(id) },
      })),
    );
  });
});

describe('privacy template versions: bad input and access', () => {
  it('answers a template ID its type has already 409 TEMPLATE_001, in any type but that one', async () => {
    const reply = await create({ templateID: PROFILE_PRIVACY_TEMPLATE.templateId });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toEqual(ko(ErrorCode.TEMPLATE_DUPLICATE));
    expect((await create({ templateID: '775-2027-01' })).json()).toEqual(ko(ErrorCode.TEMPLATE_DUPLICATE));
    expect((await create({ type: '904', templateID: PROFILE_PRIVACY_TEMPLATE.templateId })).statusCode).toBe(
      200,
    );
  });

  it('answers an unknown id 404 and an act the state does not allow 409 CONTENT_001', async () => {
    for (const act of [publish, withdraw])
      expect((await act(999_999)).json()).toEqual(ko(ErrorCode.NOT_FOUND));
    const id = await published({ type: '905', templateID: '905-1' });
    expect((await publish(id)).json()).toEqual(ko(ErrorCode.CONTENT_STATE));
    await withdraw(id);
    expect((await withdraw(id)).json()).toEqual(ko(ErrorCode.CONTENT_STATE));
    expect((await publish(id)).json()).toEqual(ko(ErrorCode.CONTENT_STATE));
  });

  it.each([
    ['no template ID', { templateID: undefined }],
    ['a template ID with blanks', { templateID: '775 2027' }],
    ['a template ID of 51 characters', { templateID: 'x'.repeat(51) }],
    ['no consent', { templateID: 'x', items: {} }],
    ['only empty consents', { templateID: 'x', items: { privacy01value: '  ' } }],
    ['markup in a consent', { templateID: 'x', items: { privacy01value: '<b>Sì</b>' } }],
    ['a twentieth consent', { templateID: 'x', items: { ...NEW_ITEMS, privacy20value: 'In più' } }],
    ['a key of another shape', { templateID: 'x', items: { privacy01: 'S' } }],
    ['a type of a fraction', { templateID: 'x', type: 775.5 }],
  ])('answers 400 VALIDATION_001 to %s', async (_name, fields) => {
    const reply = await create(fields);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual(ko(ErrorCode.VALIDATION));
  });

  it('is for a Superuser only', async () => {
    const paths = [
      ApiPath.getPrivacyTemplates,
      ApiPath.createPrivacyTemplate,
      ApiPath.publishPrivacyTemplate,
      ApiPath.withdrawPrivacyTemplate,
    ];
    const body = { type: '775', templateID: 'x', items: NEW_ITEMS, id: 1 };
    for (const path of paths) {
      expect((await t.post(path, body, luca)).json(), path).toEqual(ko(ErrorCode.FORBIDDEN));
      expect((await t.post(path, body)).json(), path).toEqual(ko(ErrorCode.TOKEN));
    }
  });
});
