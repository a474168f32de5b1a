import { ApiPath, ErrorCode } from '@area-clienti/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';

const t = useTestApp();
let mario: string;
let luca: string;
const dossierIds: Record<string, number> = {};

beforeAll(async () => {
  mario = await t.login('10000001');
  luca = await t.login('10000003');
  for (const token of [mario, luca]) {
    for (const d of (await t.post(ApiPath.getDossierList, {}, token)).json().dossiers) {
      dossierIds[d.numeroPolizza] = d.dossierID;
    }
  }
});

describe('getSinistri', () => {
  it("lists all the client's claims with referenti, newest first", async () => {
    const reply = await t.post(ApiPath.getSinistri, {}, mario);
    expect(reply.statusCode).toBe(200);
    const sinistri = reply.json().sinistri;
    expect(sinistri.map((s: { stato: string }) => s.stato)).toEqual(['2', '5']);
    expect(sinistri[0]).toMatchObject({
      numeroPolizza: '10020030',
      eventoDescr: 'Collisione in via Nomentana',
      numeroSinistroNumCompagnia: '2026/RC/004571',
      dataSinistro: '2026-09-14',
      referenti: [
        { relazione: 'Perito', cognome: 'Ferri', telefono: '06 5551234' },
        { relazione: 'Liquidatore', cognome: 'Marchetti', telefono: '06 5554321' },
      ],
      dettagli: { 'Luogo del sinistro': 'Roma, via Nomentana 210', Controparte: 'Veicolo targa FX987YZ' },
    });
  });

  it('lists the claims of one dossier', async () => {
    const auto = await t.post(ApiPath.getSinistri, { dossierId: dossierIds['10020030'] }, mario);
    expect(auto.json().sinistri).toHaveLength(2);
    const casa = await t.post(ApiPath.getSinistri, { dossierId: dossierIds['20040050'] }, mario);
    expect(casa.json().sinistri).toEqual([]);
  });

  it('gives a client without claims an empty list', async () => {
    expect((await t.post(ApiPath.getSinistri, {}, luca)).json().sinistri).toEqual([]);
  });

  it("answers another client's dossier like a missing one, and a locked one with DATALOCKED", async () => {
    const foreign = await t.post(ApiPath.getSinistri, { dossierId: dossierIds['10020030'] }, luca);
    const missing = await t.post(ApiPath.getSinistri, { dossierId: 777_777 }, luca);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
    const locked = await t.post(ApiPath.getSinistri, { dossierId: dossierIds['70050060'] }, mario);
    expect(locked.json().error.code).toBe(ErrorCode.DATA_LOCKED);
  });

  it('answers 400 to a bad dossierId', async () => {
    expect((await t.post(ApiPath.getSinistri, { dossierId: 'tutti' }, mario)).statusCode).toBe(400);
  });
});

describe('getSinistro', () => {
  it('returns one claim of the client', async () => {
    const [first] = (await t.post(ApiPath.getSinistri, {}, mario)).json().sinistri;
    const reply = await t.post(ApiPath.getSinistro, { sinistroID: first.sinistroID }, mario);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().sinistro).toEqual(first);
  });

  it("answers another client's claim exactly like a missing one", async () => {
    const [first] = (await t.post(ApiPath.getSinistri, {}, mario)).json().sinistri;
    const foreign = await t.post(ApiPath.getSinistro, { sinistroID: first.sinistroID }, luca);
    const missing = await t.post(ApiPath.getSinistro, { sinistroID: 99_999 }, luca);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
  });

  it.each([[{}], [{ sinistroID: 'x' }], [{ sinistroID: 0 }], [{ sinistroID: null }]])(
    'answers 400 to %j',
    async (body) => {
      const reply = await t.post(ApiPath.getSinistro, body, mario);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().error.code).toBe(ErrorCode.VALIDATION);
    },
  );
});
