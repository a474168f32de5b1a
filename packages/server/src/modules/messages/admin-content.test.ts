import { ApiPath, ErrorCode } from '@area-clienti/contract';
import { beforeAll, describe, expect, it } from 'vitest';
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

const create = (message: Record<string, unknown>) =>
  t.post(
    ApiPath.createLoginMessage,
    { titolo: 'Avviso', testo: '<p>Testo</p>', audience: 'all', ...message },
    admin,
  );
const publish = (id: unknown) => t.post(ApiPath.publishLoginMessage, { id }, admin);
const withdraw = (id: unknown) => t.post(ApiPath.withdrawLoginMessage, { id }, admin);
/** A message written and published by the agency: its id. */
async function published(message: Record<string, unknown>): Promise<number> {
  const { id } = (await create(message)).json().message;
  expect((await publish(id)).statusCode).toBe(200);
  return id;
}
const shown = async (token: string) => (await t.post(ApiPath.getMessage, {}, token)).json().message;
const toShow = async (token: string) => (await t.post(ApiPath.getUserStatus, {}, token)).json().messageToShow;
const markRead = (token: string, messageID: number) => t.post(ApiPath.updateMessage, { messageID }, token);

describe('login messages written by the agency (admin API)', () => {
  it('a draft reaches nobody; published for everyone it reaches every client, once; withdrawn, nobody', async () => {
    const reply = await create({ titolo: 'Per tutti', testo: '<p>Novità</p>' });
    expect(reply.statusCode).toBe(200);
    const draft = reply.json().message;
    expect(draft).toMatchObject({
      titolo: 'Per tutti',
      testo: '<p>Novità</p>',
      mostraSempre: false,
      audience: 'all',
      recipients: 0,
      state: 'draft',
      publishedAt: null,
      withdrawnAt: null,
      expiresAt: null,
    });
    for (const token of [mario, luca]) {
      expect(await shown(token)).toBeNull();
      expect(await toShow(token)).toBe(false);
    }
    expect((await markRead(mario, draft.id)).json()).toEqual(ko(ErrorCode.NOT_FOUND));

    const publishedReply = (await publish(draft.id)).json().message;
    expect(publishedReply).toMatchObject({ state: 'published', publishedAt: t.clock.now().toISOString() });
    for (const token of [mario, luca]) {
      expect(await toShow(token)).toBe(true);
      expect(await shown(token)).toEqual({
        messaggioID: draft.id,
        titolo: 'Per tutti',
        testo: '<p>Novità</p>',
        mostraSempre: false,
      });
    }
    // Once: read, it is gone for the reader only.
    await markRead(mario, draft.id);
    expect(await shown(mario)).toBeNull();
    expect(await toShow(mario)).toBe(false);

    expect((await withdraw(draft.id)).json().message).toMatchObject({
      state: 'withdrawn',
      withdrawnAt: t.clock.now().toISOString(),
    });
    expect(await shown(luca)).toBeNull();
    expect(await toShow(luca)).toBe(false);
    expect((await markRead(luca, draft.id)).json()).toEqual(ko(ErrorCode.NOT_FOUND));
  });

  it('a message for listed clients reaches them and nobody else, who gets 404 as for a missing one', async () => {
    const reply = await create({ titolo: 'Solo Mario', audience: ['10000001', '10000001'] });
    const { id, recipients, audience } = reply.json().message;
    expect({ recipients, audience }).toEqual({ recipients: 1, audience: 'listed' });
    await publish(id);
    expect((await shown(mario))?.messaggioID).toBe(id);
    expect(await shown(luca)).toBeNull();
    expect(await toShow(luca)).toBe(false);
    expect((await markRead(luca, id)).json()).toEqual(ko(ErrorCode.NOT_FOUND));
    expect((await markRead(luca, 999_999)).json()).toEqual(ko(ErrorCode.NOT_FOUND));
    await withdraw(id);
    expect(await shown(mario)).toBeNull();
  });

  it('an always-show message stays after it is confirmed, until withdrawn', async () => {
    const id = await published({ titolo: 'Sempre', mostraSempre: true, audience: ['10000003'] });
    for (let login = 0; login < 2; login++) {
      expect(await shown(luca)).toMatchObject({ messaggioID: id, mostraSempre: true });
      expect((await markRead(luca, id)).statusCode).toBe(200);
      expect(await toShow(luca)).toBe(true);
    }
    await withdraw(id);
    expect(await toShow(luca)).toBe(false);
  });

  it('shows a message until it expires; an expired draft is not published', async () => {
    // Within the sessions' 30 idle minutes.
    const soon = new Date(t.clock.now().getTime() + 20 * 60_000).toISOString();
    const id = await published({ titolo: 'Breve', audience: ['10000003'], expiresAt: soon });
    const draft = (await create({ titolo: 'Tardi', audience: ['10000003'], expiresAt: soon })).json().message;
    expect((await shown(luca))?.messaggioID).toBe(id);
    t.clock.advance(25 * 60_000);
    expect(await shown(luca)).toBeNull();
    expect((await publish(draft.id)).json()).toEqual(ko(ErrorCode.MESSAGE_EXPIRED));
    expect((await create({ expiresAt: soon })).json()).toEqual(ko(ErrorCode.MESSAGE_EXPIRED));
    await withdraw(draft.id);
  });

  it('stores the HTML clean: no script, no event handler, no javascript: link; links open apart', async () => {
    const testo =
      '<p onclick="steal()">Ciao <strong>Luca</strong><script>alert(1)</script>' +
      '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">uno</a> ' +
      '<a href="JaVaScRiPt&#x3A;alert(4)">due</a> <a href="https://example.it/x" target="_self">tre</a> ' +
      '<a href="//evil.example">quattro</a></p><iframe src="https://evil.example"></iframe>' +
      '<style>p{}</style><ul><li>voce</li></ul>';
    const message = (await create({ titolo: 'Pulito', testo, audience: ['10000003'] })).json().message;
    const link = 'target="_blank" rel="noopener noreferrer"';
    const clean =
      `<p>Ciao <strong>Luca</strong><a ${link}>uno</a> <a ${link}>due</a> ` +
      `<a href="https://example.it/x" ${link}>tre</a> <a ${link}>quattro</a></p><ul><li>voce</li></ul>`;
    expect(message.testo).toBe(clean);
    await publish(message.id);
    expect((await shown(luca)).testo).toBe(clean);
    await withdraw(message.id);
  });

  it('lists every message with its state and audience, the seed one among them', async () => {
    const draft = (await create({ titolo: 'Bozza', audience: ['10000001', '10000003'] })).json().message;
    const { messages } = (await t.post(ApiPath.getLoginMessages, {}, admin)).json();
    expect(messages[0]).toEqual(draft);
    expect(messages[0]).toMatchObject({ state: 'draft', audience: 'listed', recipients: 2 });
    expect(messages[1]).toMatchObject({ titolo: 'Pulito', state: 'withdrawn' });
    expect(messages.map((m: { state: string }) => m.state)).toContain('published');
    expect(messages.at(-1)).toMatchObject({
      titolo: 'Novità per i clienti della filiale',
      audience: 'listed',
      recipients: 1,
      state: 'published',
    });
  });

  it('records each act in the audit log: who, when, what', async () => {
    const id = await published({ titolo: 'Registrato', audience: ['10000001'] });
    await withdraw(id);
    const { entries } = (await t.post(ApiPath.getAuditLog, {}, admin)).json();
    expect(entries.slice(0, 3)).toEqual([
      expect.objectContaining({ actor: '90000001', action: 'message.withdraw', target: `message:${id}` }),
      expect.objectContaining({ actor: '90000001', action: 'message.publish', target: `message:${id}` }),
      {
        at: t.clock.now().toISOString(),
        actor: '90000001',
        action: 'message.create',
        target: `message:${id}`,
        detail: { titolo: 'Registrato', audience: '1 listed' },
      },
    ]);
  });
});

describe('login messages: bad input and access', () => {
  it('answers an unknown id 404 and an act the state does not allow 409 CONTENT_001', async () => {
    for (const act of [publish, withdraw]) {
      expect((await act(999_999)).json()).toEqual(ko(ErrorCode.NOT_FOUND));
    }
    const id = await published({ titolo: 'Due volte' });
    expect((await publish(id)).json()).toEqual(ko(ErrorCode.CONTENT_STATE));
    await withdraw(id);
    expect((await withdraw(id)).json()).toEqual(ko(ErrorCode.CONTENT_STATE));
    expect((await publish(id)).json()).toEqual(ko(ErrorCode.CONTENT_STATE));
    expect((await publish(id)).statusCode).toBe(409);
  });

  it('refuses an audience with a user ID that has no account (MESSAGE_001), writing nothing', async () => {
    const before = (await t.post(ApiPath.getLoginMessages, {}, admin)).json().messages.length;
    const reply = await create({ audience: ['10000001', '19999999'] });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual(ko(ErrorCode.MESSAGE_UNKNOWN_RECIPIENT));
    expect((await t.post(ApiPath.getLoginMessages, {}, admin)).json().messages).toHaveLength(before);
  });

  it('refuses a text with nothing left once cleaned (MESSAGE_002)', async () => {
    for (const testo of ['<script>alert(1)</script>', '<p> </p><img src=x onerror=alert(1)>']) {
      expect((await create({ testo })).json()).toEqual(ko(ErrorCode.MESSAGE_EMPTY));
    }
  });

  it.each([
    ['an empty title', { titolo: '' }],
    ['a blank title', { titolo: '   ' }],
    ['no text', { testo: undefined }],
    ['a user ID not of 8 digits', { audience: ['1234'] }],
    ['an empty audience', { audience: [] }],
    ['an audience of another word', { audience: 'everyone' }],
    ['a date that is not one', { expiresAt: 'domani' }],
    ['mostraSempre as text', { mostraSempre: 'si' }],
  ])('answers 400 VALIDATION_001 to %s', async (_name, fields) => {
    const reply = await create(fields);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual(ko(ErrorCode.VALIDATION));
  });

  it('answers 400 VALIDATION_001 to an id that is not one', async () => {
    for (const id of ['abc', -1, 0, 1.5, 2_147_483_648, undefined]) {
      expect((await publish(id)).json()).toEqual(ko(ErrorCode.VALIDATION));
    }
  });

  it('is for a Superuser only', async () => {
    const paths = [
      ApiPath.getLoginMessages,
      ApiPath.createLoginMessage,
      ApiPath.publishLoginMessage,
      ApiPath.withdrawLoginMessage,
    ];
    const body = { titolo: 'x', testo: 'x', audience: 'all', id: 1 };
    for (const path of paths) {
      expect((await t.post(path, body, mario)).json(), path).toEqual(ko(ErrorCode.FORBIDDEN));
      expect((await t.post(path, body)).json(), path).toEqual(ko(ErrorCode.TOKEN));
    }
  });
});
