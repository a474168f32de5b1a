import { ApiPath, ErrorCode } from '@area-clienti/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';

const t = useTestApp();
let mario: string;
let luca: string;
const dossierIds: Record<string, number> = {};
let openClaimId: number;

beforeAll(async () => {
  mario = await t.login('10000001');
  luca = await t.login('10000003');
  for (const d of (await t.post(ApiPath.getDossierList, {}, mario)).json().dossiers)
    dossierIds[d.numeroPolizza] = d.dossierID;
  openClaimId = (await t.post(ApiPath.getSinistri, {}, mario)).json().sinistri[0].sinistroID;
});

describe('getDocumenti', () => {
  it('lists every document of the client with its policy and kind', async () => {
    const reply = await t.post(ApiPath.getDocumenti, {}, mario);
    expect(reply.statusCode).toBe(200);
    const documenti = reply.json().documenti as {
      name: string;
      type: string;
      nPolizza: string;
      dossierID: number;
    }[];
    expect(documenti).toHaveLength(6);
    expect(documenti.find((d) => d.name === 'Denuncia di sinistro.pdf')).toMatchObject({
      type: 'sinistro',
      nPolizza: '10020030',
      dossierID: dossierIds['10020030'],
      tipo: null,
    });
    expect(JSON.stringify(documenti)).not.toContain('content');
  });

  it("lists a dossier's own documents, and a claim's", async () => {
    const ofDossier = await t.post(
      ApiPath.getDocumenti,
      { type: 'dossier', id: dossierIds['10020030'] },
      mario,
    );
    expect(
      ofDossier
        .json()
        .documenti.map((d: { name: string }) => d.name)
        .sort(),
    ).toEqual([
      'Attestato di rischio.pdf',
      'Certificato di assicurazione.pdf',
      'Condizioni di assicurazione Auto Sicura.pdf',
    ]);
    const ofClaim = await t.post(ApiPath.getDocumenti, { type: 'sinistro', id: openClaimId }, mario);
    expect(ofClaim.json().documenti.map((d: { name: string }) => d.name)).toEqual([
      'Denuncia di sinistro.pdf',
    ]);
  });

  it("marks the motor policy's risk certificate with its kind, and only it", async () => {
    const reply = await t.post(ApiPath.getDocumenti, { type: 'dossier', id: dossierIds['10020030'] }, mario);
    const documenti = reply.json().documenti as { name: string; tipo: string | null }[];
    expect(documenti.filter((d) => d.tipo !== null)).toEqual([
      expect.objectContaining({ name: 'Attestato di rischio.pdf', tipo: 'attestato-di-rischio' }),
    ]);
    const all = (await t.post(ApiPath.getDocumenti, {}, mario)).json().documenti as { tipo: unknown }[];
    expect(all.filter((d) => d.tipo === 'attestato-di-rischio')).toHaveLength(1);
    const lucas = (await t.post(ApiPath.getDocumenti, {}, luca)).json().documenti as { tipo: unknown }[];
    expect(lucas.every((d) => d.tipo === null)).toBe(true);
  });

  it.each([
    ['an unknown type', { type: 'polizza', id: 1 }],
    ['a type without id', { type: 'dossier' }],
    ['an id without type', { id: 1 }],
    ['a bad id', { type: 'sinistro', id: 'uno' }],
  ])('answers 400 to %s', async (_name, body) => {
    const reply = await t.post(ApiPath.getDocumenti, body, mario);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error.code).toBe(ErrorCode.VALIDATION);
  });

  it("answers another client's dossier or claim like a missing one", async () => {
    for (const body of [
      { type: 'dossier', id: dossierIds['10020030'] },
      { type: 'sinistro', id: openClaimId },
    ]) {
      const foreign = await t.post(ApiPath.getDocumenti, body, luca);
      const missing = await t.post(ApiPath.getDocumenti, { ...body, id: 55_555 }, luca);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.body).toBe(missing.body);
    }
    expect((await t.post(ApiPath.getDocumenti, {}, luca)).json().documenti).toEqual([]);
  });
});

describe('getDocumento', () => {
  it('returns the file as base64 with its type and name, and the file is a PDF', async () => {
    const [first] = (
      await t.post(ApiPath.getDocumenti, { type: 'dossier', id: dossierIds['30060070'] }, mario)
    ).json().documenti;
    const reply = await t.post(ApiPath.getDocumento, { documentID: first.documentID }, mario);
    expect(reply.statusCode).toBe(200);
    const { documento } = reply.json();
    expect(documento.type).toBe('application/pdf');
    expect(documento.name).toBe('Estratto conto annuale 2025.pdf');
    const bytes = Buffer.from(documento.content, 'base64');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
  });

  it("answers another client's document exactly like a missing one", async () => {
    const [first] = (await t.post(ApiPath.getDocumenti, {}, mario)).json().documenti;
    const foreign = await t.post(ApiPath.getDocumento, { documentID: first.documentID }, luca);
    const missing = await t.post(ApiPath.getDocumento, { documentID: 123_456 }, luca);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
  });

  it('answers 400 to a bad documentID', async () => {
    expect((await t.post(ApiPath.getDocumento, { documentID: '../etc/passwd' }, mario)).statusCode).toBe(400);
  });
});
