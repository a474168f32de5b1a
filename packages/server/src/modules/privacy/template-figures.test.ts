import { ApiPath } from '@area-clienti/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';

// How the clients answered each privacy template version, as the console shows it (issue 21 item 5,
// docs/decisions/0106): each client's latest answer to the version.
const t = useTestApp();
let admin = '';
let mario = '';
let luca = '';
beforeAll(async () => {
  admin = await t.login('90000001');
  mario = await t.login('10000001');
  luca = await t.login('10000003');
});

const answer = (token: string, templateID: string, privacy01: 'S' | 'N', privacy02: 'S' | 'N') =>
  t.post(ApiPath.setUserPrivacy, { type: '775', templateID, privacy01, privacy02 }, token);
const version = async (id: number) =>
  (await t.post(ApiPath.getPrivacyTemplates, { type: '775' }, admin))
    .json()
    .templates.find((v: { id: number }) => v.id === id);

describe('figures of a privacy template version', () => {
  it('counts who answered and, per consent, who gave or refused it, by each client’s latest answer', async () => {
    const items = { privacy01value: 'Contratto (necessario)', privacy02value: 'Offerte' };
    const created = await t.post(
      ApiPath.createPrivacyTemplate,
      { type: '775', templateID: '775-figure', items },
      admin,
    );
    const { id } = created.json().template;
    expect(created.json().template).toMatchObject({ answered: 0, answers: {} });
    await t.post(ApiPath.publishPrivacyTemplate, { id }, admin);

    expect((await answer(mario, '775-figure', 'S', 'S')).statusCode).toBe(200);
    expect((await answer(luca, '775-figure', 'S', 'S')).statusCode).toBe(200);
    // Luca changes his mind: his latest answer counts, once.
    expect((await answer(luca, '775-figure', 'S', 'N')).statusCode).toBe(200);
    expect(await version(id)).toMatchObject({
      answered: 2,
      answers: { privacy01: { given: 2, refused: 0 }, privacy02: { given: 1, refused: 1 } },
    });
    // The answers stay with their version when it is withdrawn.
    const withdrawn = (await t.post(ApiPath.withdrawPrivacyTemplate, { id }, admin)).json().template;
    expect(withdrawn).toMatchObject({ state: 'withdrawn', answered: 2 });
    expect(withdrawn.answers.privacy02).toEqual({ given: 1, refused: 1 });
  });
});
