import { ApiPath, ErrorCode } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';
import { nearestFirst } from './nearest.js';

const t = useTestApp();
const ko = (code: string) => ({ status: 'KO', error: { code } });

async function centresFor(userCode: string) {
  const token = await t.login(userCode);
  const reply = await t.post(ApiPath.getCentriConvenzionati, { userID: userCode }, token);
  expect(reply.statusCode).toBe(200);
  return reply.json() as {
    status: 'OK';
    provincia: string | null;
    centri: { id: number; nome: string; comune: string; provincia: string; telefono: string | null }[];
  };
}

describe('getCentriConvenzionati', () => {
  it('lists every centre, those in the town of Mario (Roma, RM) first, then the rest of his province', async () => {
    const reply = await centresFor('10000001');
    expect(reply.status).toBe('OK');
    expect(reply.provincia).toBe('RM');
    // Every centre of the demo feed (packages/server/demo-agency).
    expect(reply.centri).toHaveLength(11);
    expect(reply.centri.slice(0, 3).map((c) => [c.comune, c.nome])).toEqual([
      ['Roma', 'Autocarrozzeria Tuscolana di De Santis'],
      ['Roma', 'Carrozzeria Flaminia S.r.l.'],
      ['Civitavecchia', 'Carrozzeria Litorale S.n.c.'],
    ]);
    expect(reply.centri.slice(3).every((c) => c.provincia !== 'RM')).toBe(true);
    // The others by province: BG, BO, FI, MI…
    expect(reply.centri[3]?.provincia).toBe('BG');
    expect(reply.centri[3]).toEqual({
      id: expect.any(Number),
      nome: 'Carrozzeria Orobica',
      indirizzo: 'Via Zanica 58',
      comune: 'Bergamo',
      provincia: 'BG',
      telefono: null,
    });
  });

  it('puts the centres of Milan first for Luca (MI)', async () => {
    const reply = await centresFor('10000003');
    expect(reply.provincia).toBe('MI');
    expect(reply.centri.slice(0, 3).map((c) => c.comune)).toEqual(['Milano', 'Milano', 'Sesto San Giovanni']);
  });

  it('answers provincia null and the plain order for a client with no address', async () => {
    const reply = await centresFor('90000001');
    expect(reply.provincia).toBeNull();
    const provinces = reply.centri.map((c) => c.provincia);
    expect(provinces).toEqual([...provinces].sort());
  });

  it("needs a session (TOKEN_1001) and the caller's own userID (FORBIDDEN_001)", async () => {
    expect((await t.post(ApiPath.getCentriConvenzionati, {})).json()).toEqual(ko(ErrorCode.TOKEN));
    const token = await t.login('10000003');
    const reply = await t.post(ApiPath.getCentriConvenzionati, { userID: '10000001' }, token);
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toEqual(ko(ErrorCode.FORBIDDEN));
    // A userID may come as a number (docs/decisions/0043): the caller's own is theirs, another's is not.
    const own = await t.post(ApiPath.getCentriConvenzionati, { userID: 10000003 }, token);
    expect(own.statusCode).toBe(200);
    expect((await t.post(ApiPath.getCentriConvenzionati, { userID: 10000001 }, token)).json()).toEqual(
      ko(ErrorCode.FORBIDDEN),
    );
    const bad = await t.post(ApiPath.getCentriConvenzionati, { userID: 10000003.5 }, token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(ko(ErrorCode.VALIDATION));
  });
});

describe('nearestFirst', () => {
  const centre = (id: number, comune: string, provincia: string) => ({
    id,
    nome: `C${id}`,
    indirizzo: 'Via Roma 1',
    comune,
    provincia,
    telefono: null,
  });
  const centres = [centre(1, 'Bergamo', 'BG'), centre(2, 'Rho', 'MI'), centre(3, 'Milano', 'MI')];

  it('ranks the town, then the province, then the rest, ignoring case and spaces', () => {
    expect(nearestFirst(centres, { comune: ' milano', provincia: 'mi ' }).map((c) => c.id)).toEqual([
      3, 2, 1,
    ]);
  });

  it('keeps the order given without a home', () => {
    expect(nearestFirst(centres, undefined).map((c) => c.id)).toEqual([1, 2, 3]);
  });
});
