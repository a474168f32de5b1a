import { ApiPath, ErrorCode } from '@area-clienti/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';

const t = useTestApp();
let mario: string;
let luca: string;
/** numeroPolizza → dossierID of the demo agency, read through the API. */
const ids: Record<string, number> = {};

beforeAll(async () => {
  mario = await t.login('10000001');
  luca = await t.login('10000003');
  for (const token of [mario, luca]) {
    for (const d of (await t.post(ApiPath.getDossierList, {}, token)).json().dossiers)
      ids[d.numeroPolizza] = d.dossierID;
  }
});

const AUTO = '10020030';
const CASA = '20040050';
const VITA = '30060070';
const SALUTE_MOVIMENTI_LOCKED = '60030040';
const TUTELA_LOCKED = '70050060';
const LUCA_CASA = '20090010';

describe('getDossierList', () => {
  it("lists every policy of the caller's client, marking the locked one", async () => {
    const reply = await t.post(ApiPath.getDossierList, { userID: '10000001' }, mario);
    expect(reply.statusCode).toBe(200);
    const dossiers = reply.json().dossiers as { numeroPolizza: string; locked: boolean; stato: string }[];
    expect(dossiers.map((d) => d.numeroPolizza)).toEqual([
      AUTO,
      CASA,
      VITA,
      '40080090',
      '50010020',
      SALUTE_MOVIMENTI_LOCKED,
      TUTELA_LOCKED,
    ]);
    expect(dossiers.filter((d) => d.locked).map((d) => d.numeroPolizza)).toEqual([TUTELA_LOCKED]);
    expect(dossiers.find((d) => d.numeroPolizza === '50010020')?.stato).toBe('SOSPESA');
  });

  it('takes the userID as a number, answering as for the string (docs/decisions/0043)', async () => {
    const asString = await t.post(ApiPath.getDossierList, { userID: '10000001' }, mario);
    const asNumber = await t.post(ApiPath.getDossierList, { userID: 10000001 }, mario);
    expect(asNumber.statusCode).toBe(200);
    expect(asNumber.json()).toEqual(asString.json());
    const foreign = await t.post(ApiPath.getDossier, { userID: 10000001, dossierId: ids[LUCA_CASA] }, luca);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe(ErrorCode.FORBIDDEN);
    for (const userID of [10000001.5, -10000001, 1e21, 'NaN', '1e7', ' 10000001']) {
      const reply = await t.post(ApiPath.getDossierList, { userID }, mario);
      expect(reply.statusCode, String(userID)).toBe(400);
      expect(reply.json().error.code).toBe(ErrorCode.VALIDATION);
    }
  });

  it("never lists another client's policies", async () => {
    const dossiers = (await t.post(ApiPath.getDossierList, {}, luca)).json().dossiers;
    expect(dossiers.map((d: { numeroPolizza: string }) => d.numeroPolizza)).toEqual([LUCA_CASA]);
  });

  it('gives a staff account with no policies an empty list', async () => {
    const admin = await t.login('90000001');
    expect((await t.post(ApiPath.getDossierList, {}, admin)).json().dossiers).toEqual([]);
  });
});

describe('getDossier', () => {
  it('returns every field of the motor policy', async () => {
    const reply = await t.post(ApiPath.getDossier, { dossierId: ids[AUTO] }, mario);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().dossier).toMatchObject({
      dossierID: ids[AUTO],
      numeroPolizza: AUTO,
      prodotto: 'Auto Sicura',
      tipoProdotto: { sicuro: 'Auto', tipologia: 'RC Auto', area: 'Auto - mobilità' },
      stato: 'ATTIVA',
      targa: 'GA123BC',
      premio: 582,
      dataScadenza: '2026-12-01',
      dossierMinore: false,
    });
  });

  it('accepts the id as a numeric string, as the web app sends route parameters', async () => {
    const reply = await t.post(ApiPath.getDossier, { dossierId: String(ids[CASA]) }, mario);
    expect(reply.json().dossier.numeroPolizza).toBe(CASA);
  });

  it('answers DATALOCKED (423) for a dossier the agency is refreshing', async () => {
    const reply = await t.post(ApiPath.getDossier, { dossierId: ids[TUTELA_LOCKED] }, mario);
    expect(reply.statusCode).toBe(423);
    expect(reply.json()).toEqual({ status: 'KO', error: { code: ErrorCode.DATA_LOCKED } });
  });

  it("answers another client's dossier exactly like a missing one", async () => {
    const foreign = await t.post(ApiPath.getDossier, { dossierId: ids[LUCA_CASA] }, mario);
    const missing = await t.post(ApiPath.getDossier, { dossierId: 999_999 }, mario);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
    expect(foreign.json().error.code).toBe(ErrorCode.NOT_FOUND);
  });

  it.each([
    ['no id', {}],
    ['a non-numeric id', { dossierId: 'abc' }],
    ['a negative id', { dossierId: -1 }],
    ['a fractional id', { dossierId: 1.5 }],
    ['an id past int4', { dossierId: 2 ** 40 }],
    ['an array', { dossierId: [1] }],
  ])('answers 400 to %s', async (_name, body) => {
    const reply = await t.post(ApiPath.getDossier, body, mario);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error.code).toBe(ErrorCode.VALIDATION);
  });

  it('answers TOKEN_1001 without a token, before looking at the body', async () => {
    const reply = await t.post(ApiPath.getDossier, { dossierId: 'abc' });
    expect(reply.statusCode).toBe(401);
    expect(reply.json().error.code).toBe(ErrorCode.TOKEN);
  });
});

describe('dossier sections', () => {
  it('getGaranzie: beni → settori → garanzie with massimali, and the home fields and nucleo', async () => {
    const auto = (await t.post(ApiPath.getGaranzie, { dossierId: ids[AUTO] }, mario)).json();
    expect(auto.beni).toHaveLength(1);
    expect(auto.beni[0].settori.map((s: { settore: string }) => s.settore)).toEqual([
      'Responsabilità civile',
      'Danni al veicolo',
      'Assistenza',
    ]);
    expect(auto.beni[0].settori[0].garanzie[0]).toEqual({
      garanzia: 'RC Auto',
      garanziaDescrizione: 'Danni a persone e cose causati a terzi',
      massimale: 10_000_000,
    });
    expect(auto.nucleo).toEqual([]);

    const casa = (await t.post(ApiPath.getGaranzie, { dossierId: ids[CASA] }, mario)).json();
    expect(casa.beni[0]).toMatchObject({
      intestazione: 'Mario Rossi',
      destinazioneUso: 'Abitazione principale',
      tipoDimora: 'Abituale',
    });
    expect(casa.nucleo.map((m: { nome: string }) => m.nome)).toEqual(['Mario', 'Laura', 'Sofia']);
  });

  it('getMovimenti: the layout and the rows, newest first', async () => {
    const auto = (await t.post(ApiPath.getMovimenti, { dossierId: ids[AUTO] }, mario)).json();
    expect(auto.layoutType).toBe('5col');
    expect(auto.movimenti.length).toBeGreaterThan(10);
    expect(auto.movimenti[0]).toMatchObject({ stato: 'Da pagare', dataFoglioCassa: null });
    const dates = auto.movimenti.map((m: { dataScadenza: string }) => m.dataScadenza);
    expect(dates).toEqual([...dates].sort().reverse());
    const casa = (await t.post(ApiPath.getMovimenti, { dossierId: ids[CASA] }, mario)).json();
    expect(casa.layoutType).toBe('4col');
  });

  it('getDatiTecnici: label/descr pairs flattened as label1..descr10', async () => {
    const reply = (await t.post(ApiPath.getDatiTecnici, { dossierId: ids[VITA] }, mario)).json();
    expect(reply.datiTecnici[0]).toEqual({
      datoTecnico: 'Valori di riscatto',
      label1: 'Valore di riscatto al 31/10/2026',
      descr1: '22.384,56 EUR',
      label2: 'Penale di riscatto',
      descr2: '2% nei primi 5 anni, poi nessuna',
      label3: 'Riscatto parziale',
      descr3: 'Ammesso, minimo 1.000,00 EUR',
    });
  });

  it('getRiserve: funds with quotes and values', async () => {
    const reply = (await t.post(ApiPath.getRiserve, { dossierId: ids[VITA] }, mario)).json();
    expect(reply.riserve).toHaveLength(3);
    expect(
      reply.riserve.find((r: { fondo: string }) => r.fondo === 'Fondo interno Azionario Globale'),
    ).toEqual({
      fondo: 'Fondo interno Azionario Globale',
      data: '2026-10-31',
      numeroQuote: 612.4312,
      prezzoQuote: 10.87,
      controvalore: 6657.13,
      controvaloreStimato: 6650,
    });
  });

  it('answers DATALOCKED for the locked section only', async () => {
    const locked = await t.post(ApiPath.getMovimenti, { dossierId: ids[SALUTE_MOVIMENTI_LOCKED] }, mario);
    expect(locked.statusCode).toBe(423);
    expect(locked.json().error.code).toBe(ErrorCode.DATA_LOCKED);
    const open = await t.post(ApiPath.getGaranzie, { dossierId: ids[SALUTE_MOVIMENTI_LOCKED] }, mario);
    expect(open.statusCode).toBe(200);
  });

  it('answers every section of a locked dossier with DATALOCKED', async () => {
    for (const path of [
      ApiPath.getDossierTabs,
      ApiPath.getGaranzie,
      ApiPath.getMovimenti,
      ApiPath.getDatiTecnici,
      ApiPath.getRiserve,
    ]) {
      const reply = await t.post(path, { dossierId: ids[TUTELA_LOCKED] }, mario);
      expect(reply.json().error.code).toBe(ErrorCode.DATA_LOCKED);
    }
  });

  it("answers every section of another client's dossier like a missing one", async () => {
    for (const path of [
      ApiPath.getDossierTabs,
      ApiPath.getGaranzie,
      ApiPath.getMovimenti,
      ApiPath.getDatiTecnici,
      ApiPath.getRiserve,
    ]) {
      const foreign = await t.post(path, { dossierId: ids[AUTO] }, luca);
      const missing = await t.post(path, { dossierId: 424_242 }, luca);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).toBe(missing.body);
    }
  });

  it("refuses a body userID that is not the caller's", async () => {
    const reply = await t.post(ApiPath.getGaranzie, { userID: '10000001', dossierId: ids[AUTO] }, luca);
    expect(reply.statusCode).toBe(403);
  });
});

describe('getDossierTabs', () => {
  const tabsOf = async (numeroPolizza: string, token = mario) =>
    (await t.post(ApiPath.getDossierTabs, { dossierId: ids[numeroPolizza] }, token)).json();
  const open = (...tabs: string[]) => tabs.map((tab) => ({ tab, locked: false }));

  it("names the tabs with data in the page's order, a locked section as locked, and the risk certificate", async () => {
    const auto = await tabsOf(AUTO);
    expect(auto.tabs).toEqual(open('garanzie', 'movimenti', 'sinistri', 'allegati'));
    expect(auto.riskCertificate).toMatchObject({ tipo: 'attestato-di-rischio', nPolizza: AUTO });
    expect((await tabsOf(CASA)).tabs).toEqual(open('garanzie', 'nucleo', 'movimenti', 'allegati'));
    expect((await tabsOf(VITA)).tabs).toEqual(open('datiTecnici', 'allegati', 'riserve'));
    expect(await tabsOf('50010020')).toEqual({ status: 'OK', tabs: [], riskCertificate: null });
    expect((await tabsOf(SALUTE_MOVIMENTI_LOCKED)).tabs).toEqual([
      { tab: 'garanzie', locked: false },
      { tab: 'movimenti', locked: true },
    ]);
  });

  it('agrees with the section calls on every policy: a tab shows when its call has data or is locked', async () => {
    const hasRows = (key: string) => (reply: { json(): Record<string, unknown[]> }) =>
      (reply.json()[key] ?? []).length > 0;
    const sections = [
      ['garanzie', ApiPath.getGaranzie, {}, hasRows('beni')],
      ['nucleo', ApiPath.getGaranzie, {}, hasRows('nucleo')],
      ['movimenti', ApiPath.getMovimenti, {}, hasRows('movimenti')],
      ['sinistri', ApiPath.getSinistri, {}, hasRows('sinistri')],
      ['datiTecnici', ApiPath.getDatiTecnici, {}, hasRows('datiTecnici')],
      ['allegati', ApiPath.getDocumenti, { type: 'dossier' }, hasRows('documenti')],
      ['riserve', ApiPath.getRiserve, {}, hasRows('riserve')],
    ] as const;
    for (const numeroPolizza of [AUTO, CASA, VITA, '40080090', '50010020', SALUTE_MOVIMENTI_LOCKED]) {
      const dossierId = ids[numeroPolizza];
      const expected = [];
      for (const [tab, path, extra, hasData] of sections) {
        const body = 'type' in extra ? { ...extra, id: dossierId } : { dossierId };
        const reply = await t.post(path, body, mario);
        if (reply.statusCode === 423) expected.push({ tab, locked: true });
        else if (hasData(reply)) expected.push({ tab, locked: false });
      }
      expect((await tabsOf(numeroPolizza)).tabs, numeroPolizza).toEqual(expected);
    }
  });
});
