import { ApiPath, ErrorCode, myDataExport } from '@area-clienti/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginFrom as login, newAccounts } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { pdfText } from '../../test/pdf-text.js';
import { MY_DATA_RULE } from './routes.js';

const t = useTestApp();
const MARIO = '10000001';
const LUCA = '10000003';
const ADMIN = '90000001';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** What names each demo client, and must never be in another client's export. */
const MARKS = {
  [MARIO]: [
    'RSSMRA80A01H501U',
    'Rossi',
    'mario.rossi@example.it',
    'Via del Corso 120',
    ...['10020030', '20040050', '30060070', '40080090', '50010020', '60030040', '70050060'],
  ],
  [LUCA]: ['VRDLCU85M12F205L', 'Verdi', 'luca.verdi@example.it', 'Corso Buenos Aires', '20090010'],
};

const loginFrom = (userCode: string, remoteAddress: string) =>
  login(t, userCode, { userAgent: CHROME_WINDOWS, remoteAddress });

/** Downloads the export: the file's name, type and bytes. */
async function download(token: string, formato: 'json' | 'pdf') {
  const reply = await t.post(ApiPath.getMieiDati, { formato }, token);
  expect(reply.statusCode, reply.body.slice(0, 200)).toBe(200);
  const name = /filename\*=UTF-8''(.+)$/.exec(String(reply.headers['content-disposition']))?.[1];
  return { name, type: reply.headers['content-type'], bytes: reply.rawPayload };
}

const tokens: Record<string, string> = {};
let marioJson: ReturnType<typeof myDataExport.parse>;
let marioJsonText: string;
let marioPdfText: string;
let ibanRequest: string;

beforeAll(async () => {
  tokens[MARIO] = await loginFrom(MARIO, '198.51.100.23');
  tokens[LUCA] = await loginFrom(LUCA, '192.0.2.44');
  // Something of each kind in Mario's history: a second consent, a request to the branch.
  const consents = { type: '775', templateID: '775-2026-11', privacy01: 'S', privacy02: 'S' };
  const privacy = await t.post(
    ApiPath.setUserPrivacy,
    { ...consents, privacy03: 'N', privacy04: 'N' },
    tokens[MARIO],
  );
  expect(privacy.statusCode, privacy.body).toBe(200);
  const contact = await t.post(
    ApiPath.formContatti,
    {
      oggetto: '1',
      testo: 'Vorrei sapere di più sulla polizza vita, perché sta per scadere.',
      polizza: '30060070',
    },
    tokens[MARIO],
  );
  expect(contact.statusCode, contact.body).toBe(200);
  // The branch answers it, Mario writes back; he changes his bank details and how he gets his documents.
  const admin = await t.login(ADMIN);
  const [request] = (await t.post(ApiPath.getInbox, { limit: 1 }, admin)).json().requests;
  expect((await t.post(ApiPath.takeInboxRequest, { id: request.id }, admin)).json().status).toBe('OK');
  const answer = { id: request.id, text: 'La polizza vita scade il 31 dicembre.' };
  expect((await t.post(ApiPath.answerInboxRequest, answer, admin)).json().status).toBe('OK');
  const reply = { numero: contact.json().numero, testo: 'Grazie, passo in filiale.' };
  expect((await t.post(ApiPath.replyMyRequest, reply, tokens[MARIO])).statusCode).toBe(200);
  const iban = await t.post(ApiPath.changeIban, { iban: 'IT59Z0300203280000400162854' }, tokens[MARIO]);
  expect(iban.statusCode, iban.body).toBe(200);
  ibanRequest = iban.json().change.requestId;
  expect((await t.post(ApiPath.setPaperless, { online: true }, tokens[MARIO])).statusCode).toBe(200);
  const file = await download(tokens[MARIO], 'json');
  marioJsonText = file.bytes.toString('utf8');
  marioJson = myDataExport.parse(JSON.parse(marioJsonText));
  marioPdfText = pdfText((await download(tokens[MARIO], 'pdf')).bytes).join('\n');
});

describe('getMieiDati: the JSON file', () => {
  it("holds the caller's account, anagrafica, policies with their sections, claims, documents, consents, accesses and requests", () => {
    expect(marioJson.account).toMatchObject({ userID: MARIO, email: 'mario.rossi@example.it' });
    expect(marioJson.anagrafica).toMatchObject({
      nome: 'Mario',
      cognome: 'Rossi',
      codiceFiscale: 'RSSMRA80A01H501U',
    });
    expect(marioJson.indirizzi.map((a) => a.indirizzo)).toContain('Via del Corso 120');
    expect(marioJson.polizze.map((p) => p.numeroPolizza).sort()).toEqual(MARKS[MARIO].slice(4).sort());
    const motor = marioJson.polizze.find((p) => p.numeroPolizza === '10020030');
    expect(motor?.garanzie.length).toBeGreaterThan(0);
    expect(motor?.movimenti.length).toBeGreaterThan(0);
    expect(marioJson.polizze.some((p) => p.riserve.length > 0)).toBe(true);
    expect(marioJson.sinistri.length).toBeGreaterThan(0);
    expect(marioJson.documenti.map((d) => d.name)).toContain('Denuncia di sinistro.pdf');
    // The consents' history: the answer given now first, the seed's before it, each with its text.
    expect(marioJson.consensi.length).toBeGreaterThanOrEqual(2);
    expect(marioJson.consensi[0]?.risposte).toContainEqual({
      chiave: 'privacy03',
      testo: 'Analisi delle preferenze per offerte personalizzate',
      valore: 'N',
    });
    expect(marioJson.accessi[0]).toMatchObject({
      browser: 'Chrome',
      sistema: 'Windows',
      rete: '198.51.100.*',
    });
    expect(marioJson.richiesteDiContatto.find((r) => r.polizza === '30060070')).toMatchObject({
      numero: expect.stringMatching(/^R-2026-\d{6}$/),
      testo: 'Vorrei sapere di più sulla polizza vita, perché sta per scadere.',
      messaggi: [
        { autore: 'filiale', testo: 'La polizza vita scade il 31 dicembre.', data: expect.any(String) },
        { autore: 'cliente', testo: 'Grazie, passo in filiale.', data: expect.any(String) },
      ],
    });
  });

  it('holds the changes of his own data made in the area, with the request number, the IBAN masked', () => {
    expect(ibanRequest).toMatch(/^R-2026-\d{6}$/);
    expect(marioJson.richiesteDiContatto.map((r) => r.numero)).toContain(ibanRequest);
    expect(marioJson.modificheDati).toEqual([
      expect.objectContaining({ kind: 'paperless', value: 'online' }),
      expect.objectContaining({
        kind: 'iban',
        value: '**** **** **** **** **** ***2 854',
        state: 'requested',
        requestId: ibanRequest,
      }),
    ]);
    expect(marioJsonText).not.toContain('0300203280000400162854');
    expect(marioPdfText).toContain(`Richiesta n.: ${ibanRequest}`);
    expect(marioPdfText).toContain('Filiale, ');
    expect(marioPdfText).not.toContain('0300203280000400162854');
  });

  it("holds nothing of another client's, and Luca's nothing of Mario's", async () => {
    for (const mark of MARKS[LUCA]) expect(marioJsonText, mark).not.toContain(mark);
    const luca = (await download(tokens[LUCA] as string, 'json')).bytes.toString('utf8');
    for (const mark of MARKS[MARIO]) expect(luca, mark).not.toContain(mark);
    for (const mark of MARKS[LUCA]) expect(luca, mark).toContain(mark);
  });

  it('holds no secret: no password hash, no token, no whole address', () => {
    expect(marioJsonText).not.toContain(tokens[MARIO]);
    expect(marioJsonText).not.toMatch(/\$argon2|passwordHash|password_hash|tokenHash|token_hash/);
    expect(marioJsonText).not.toContain('198.51.100.23');
  });

  it('is named for the user and the day, as JSON', async () => {
    const file = await download(tokens[LUCA] as string, 'json');
    expect(file).toMatchObject({ name: `miei-dati-${LUCA}-2026-11-22.json`, type: 'application/json' });
  });

  it('answers an account with no client of the agency with its account and accesses only', async () => {
    const [account] = await newAccounts(t, 1);
    const file = await download(account?.token as string, 'json');
    const data = myDataExport.parse(JSON.parse(file.bytes.toString('utf8')));
    expect(data).toMatchObject({ anagrafica: null, indirizzi: [], polizze: [], sinistri: [], documenti: [] });
    expect(data.account.email).toBe(account?.email);
    expect(data.accessi).toHaveLength(1);
    expect(pdfText((await download(account?.token as string, 'pdf')).bytes).join('\n')).toContain(
      "L'agenzia non ha dati anagrafici collegati al tuo account.",
    );
  });
});

describe('getMieiDati: the PDF file', () => {
  it('reads as text: the name, the tax code, each policy number, a claim, accented letters and euro amounts', () => {
    expect(marioPdfText).toContain('Dati di Mario Rossi (User ID 10000001)');
    expect(marioPdfText).toContain('Codice fiscale: RSSMRA80A01H501U');
    for (const number of MARKS[MARIO].slice(4)) expect(marioPdfText).toContain(`Polizza n. ${number}`);
    expect(marioPdfText).toContain('Indirizzo: Via del Corso 120, 00186 Roma (RM)');
    // Amounts as the area shows them, '1.234,56 €' (Intl puts a no-break space before the sign).
    expect(marioPdfText).toMatch(/Premio: \d{1,3}(\.\d{3})*,\d{2}\u00a0€/);
    expect(marioPdfText).toMatch(/\d\.\d{3},\d{2}\u00a0€/);
    expect(marioPdfText).toContain('Non acconsento: Analisi delle preferenze per offerte personalizzate');
    expect(marioPdfText).toContain('perché sta per scadere');
    expect(marioPdfText).toMatch(
      /22\/11\/2026 11:00 – Chrome su Windows – rete 198\.51\.100\.\* – sessione aperta/,
    );
    expect(marioPdfText).not.toContain('198.51.100.23');
  });

  it("holds nothing of another client's", async () => {
    for (const mark of MARKS[LUCA]) expect(marioPdfText, mark).not.toContain(mark);
    const luca = await download(tokens[LUCA] as string, 'pdf');
    expect(luca.type).toBe('application/pdf');
    const text = pdfText(luca.bytes).join('\n');
    expect(text).toContain('Luca Verdi');
    for (const mark of MARKS[MARIO]) expect(text, mark).not.toContain(mark);
  });
});

describe('getMieiDati: limits and bad input', () => {
  it('refuses a format it does not know, a missing one, no session, another userID', async () => {
    const luca = tokens[LUCA] as string;
    for (const body of [{ formato: 'xml' }, {}, { formato: ['json'] }, { formato: 'JSON' }]) {
      const reply = await t.post(ApiPath.getMieiDati, body, luca);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json().error.code).toBe(ErrorCode.VALIDATION);
    }
    expect((await t.post(ApiPath.getMieiDati, { formato: 'json' })).statusCode).toBe(401);
    const other = await t.post(ApiPath.getMieiDati, { formato: 'json', userID: MARIO }, luca);
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('Rossi');
  });

  it(`makes at most ${MY_DATA_RULE.limit} files an hour per user, then answers LIMIT_001 until the hour is over`, async () => {
    const luca = await loginFrom(LUCA, '192.0.2.45');
    let made = 0;
    for (;;) {
      const reply = await t.post(ApiPath.getMieiDati, { formato: made % 2 ? 'pdf' : 'json' }, luca);
      if (reply.statusCode !== 200) {
        expect(reply.statusCode).toBe(429);
        expect(reply.json()).toEqual({ status: 'KO', error: { code: ErrorCode.TOO_MANY_REQUESTS } });
        break;
      }
      made++;
      expect(made).toBeLessThanOrEqual(MY_DATA_RULE.limit);
    }
    // Mario's own count is his: Luca's limit does not stop him.
    expect((await t.post(ApiPath.getMieiDati, { formato: 'json' }, tokens[MARIO])).statusCode).toBe(200);
    t.clock.advance(MY_DATA_RULE.windowSeconds * 1000);
    const later = await loginFrom(LUCA, '192.0.2.45');
    expect((await t.post(ApiPath.getMieiDati, { formato: 'json' }, later)).statusCode).toBe(200);
  });

  it('records each export in the audit log', async () => {
    const { entries } = (await t.post(ApiPath.getAuditLog, {}, await t.login(ADMIN))).json();
    const exports = entries.filter((entry: { action: string }) => entry.action === 'user.export-data');
    expect(exports).toContainEqual(
      expect.objectContaining({ actor: MARIO, target: MARIO, detail: { formato: 'pdf' } }),
    );
  });
});
