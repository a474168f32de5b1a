import { ApiPath, ErrorCode } from '@area-clienti/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { staffAccount } from '../../test/staff-accounts.js';

// The console's content pages (issue 21 item 5, docs/decisions/0106): a message previewed before it is
// written, and how many clients saw and confirmed each one.
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

const preview = (body: Record<string, unknown>, token = admin) =>
  t.post(ApiPath.previewLoginMessage, { testo: '<p>Testo</p>', ...body }, token);
const listed = async () => (await t.post(ApiPath.getLoginMessages, {}, admin)).json().messages;
const auditLength = async () => (await t.post(ApiPath.getAuditLog, {}, admin)).json().entries.length;

describe('previewLoginMessage', () => {
  it('answers the HTML exactly as it would be stored, and names what the sanitizer took out', async () => {
    const testo =
      '<h2 style="color:red">Novità</h2><p onclick="steal()">Ciao <b>Luca</b><script>alert(1)</script>' +
      '<img src="x" onerror="alert(2)"> <a href="javascript:alert(3)">uno</a> ' +
      '<a href="https://example.it/x" target="_self" class="big">due</a></p><h1>Grande</h1>' +
      '<iframe src="https://evil.example"></iframe>';
    const before = { messages: (await listed()).length, audit: await auditLength() };
    const reply = await preview({ testo });
    expect(reply.statusCode).toBe(200);
    const shown = reply.json();
    const link = 'target="_blank" rel="noopener noreferrer"';
    expect(shown).toEqual({
      status: 'OK',
      html:
        `<h2>Novità</h2><p>Ciao <b>Luca</b> <a ${link}>uno</a> ` +
        `<a href="https://example.it/x" ${link}>due</a></p>Grande`,
      strippedTags: ['script', 'img', 'h1', 'iframe'],
      strippedAttributes: ['style', 'onclick', 'src', 'onerror', 'class'],
      strippedLinks: 1,
      unknownUsers: [],
      filterAccounts: null,
    });
    // What create stores is what the preview showed; the preview itself wrote nothing.
    expect({ messages: (await listed()).length, audit: await auditLength() }).toEqual(before);
    const created = await t.post(
      ApiPath.createLoginMessage,
      { titolo: 'Prova', testo, audience: 'all' },
      admin,
    );
    expect(created.json().message.testo).toBe(shown.html);
    await t.post(ApiPath.withdrawLoginMessage, { id: created.json().message.id }, admin);
  });

  it('names the listed user IDs that have no account, each once', async () => {
    const audience = ['10000001', '19999999', '19999998', '19999999'];
    expect((await preview({ audience })).json()).toMatchObject({ unknownUsers: ['19999999', '19999998'] });
    expect((await preview({ audience: ['10000001', '10000003'] })).json().unknownUsers).toEqual([]);
    expect((await preview({ audience: 'all' })).json().unknownUsers).toEqual([]);
  });

  it('answers an empty html when nothing readable is left (create would refuse it: MESSAGE_002)', async () => {
    const reply = (await preview({ testo: '<script>alert(1)</script><p> </p>' })).json();
    expect(reply).toMatchObject({ html: '', strippedTags: ['script'] });
    const created = await t.post(
      ApiPath.createLoginMessage,
      { titolo: 'Vuoto', testo: '<script>alert(1)</script><p> </p>', audience: 'all' },
      admin,
    );
    expect(created.json()).toEqual(ko(ErrorCode.MESSAGE_EMPTY));
  });

  it.each([
    ['no text', { testo: undefined }],
    ['a blank text', { testo: '   ' }],
    ['a text past 50,000 characters', { testo: 'a'.repeat(50_001) }],
    ['a user ID not of 8 digits', { audience: ['1234'] }],
    ['an empty audience', { audience: [] }],
    ['an audience of another word', { audience: 'everyone' }],
  ])('answers 400 VALIDATION_001 to %s', async (_name, fields) => {
    const reply = await preview(fields);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual(ko(ErrorCode.VALIDATION));
  });
});

describe('what the console sends beyond the preview', () => {
  it('refuses a title past 200 characters (400 VALIDATION_001), writing nothing', async () => {
    const before = (await listed()).length;
    const reply = await t.post(
      ApiPath.createLoginMessage,
      { titolo: 'x'.repeat(201), testo: '<p>Testo</p>', audience: 'all' },
      admin,
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual(ko(ErrorCode.VALIDATION));
    expect(await listed()).toHaveLength(before);
  });
});

describe('figures of a login message', () => {
  it('counts the clients it was shown to (once each) and those who confirmed it', async () => {
    const created = await t.post(
      ApiPath.createLoginMessage,
      { titolo: 'Contato', testo: '<p>Uno</p>', audience: ['10000001', '10000003'] },
      admin,
    );
    const { id } = created.json().message;
    expect(created.json().message).toMatchObject({ shown: 0, confirmed: 0 });
    await t.post(ApiPath.publishLoginMessage, { id }, admin);
    const figures = async () => {
      const message = (await listed()).find((m: { id: number }) => m.id === id);
      return { shown: message.shown, confirmed: message.confirmed };
    };
    // The status call tells a message is waiting; only reading it shows it.
    await t.post(ApiPath.getUserStatus, {}, mario);
    expect(await figures()).toEqual({ shown: 0, confirmed: 0 });
    await t.post(ApiPath.getMessage, {}, mario);
    await t.post(ApiPath.getMessage, {}, mario);
    expect(await figures()).toEqual({ shown: 1, confirmed: 0 });
    await t.post(ApiPath.updateMessage, { messageID: id }, mario);
    await t.post(ApiPath.getMessage, {}, luca);
    expect(await figures()).toEqual({ shown: 2, confirmed: 1 });
    const withdrawn = (await t.post(ApiPath.withdrawLoginMessage, { id }, admin)).json().message;
    expect(withdrawn).toMatchObject({ state: 'withdrawn', shown: 2, confirmed: 1 });
  });
});

describe('the content calls are for a Superuser only', () => {
  it('refuses Staff, clients and visitors every one of them', async () => {
    const staff = await staffAccount(t, admin, 'contenuti@agenzia.it', 'Staff');
    const paths = [
      ApiPath.getLoginMessages,
      ApiPath.previewLoginMessage,
      ApiPath.createLoginMessage,
      ApiPath.publishLoginMessage,
      ApiPath.withdrawLoginMessage,
      ApiPath.getPrivacyTemplates,
      ApiPath.createPrivacyTemplate,
      ApiPath.publishPrivacyTemplate,
      ApiPath.withdrawPrivacyTemplate,
    ];
    const body = { titolo: 'x', testo: 'x', audience: 'all', id: 1 };
    for (const path of paths) {
      for (const token of [staff.token, mario]) {
        const reply = await t.post(path, body, token);
        expect(reply.statusCode, path).toBe(403);
        expect(reply.json(), path).toEqual(ko(ErrorCode.FORBIDDEN));
      }
      expect((await t.post(path, body)).json(), path).toEqual(ko(ErrorCode.TOKEN));
    }
  });
});
