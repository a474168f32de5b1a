import { ApiPath, ErrorCode } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.js';

const t = useTestApp();

describe('getAnagrafica', () => {
  it("returns the caller's personal data and addresses", async () => {
    const token = await t.login('10000001');
    const reply = await t.post(ApiPath.getAnagrafica, { userID: '10000001' }, token);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      status: 'OK',
      anagrafica: {
        nome: 'Mario',
        cognome: 'Rossi',
        cittaNascita: 'Roma',
        codiceFiscale: 'RSSMRA80A01H501U',
        email: 'mario.rossi@example.it',
        cell: '+393331234567',
      },
      indirizzi: [
        { indirizzo: 'Via del Corso 120', comune: 'Roma', cap: '00186', provincia: 'RM' },
        { indirizzo: 'Via Aurelia 45', comune: 'Santa Marinella', cap: '00058', provincia: 'RM' },
      ],
    });
  });

  it("refuses another user's userID", async () => {
    const token = await t.login('10000003');
    const reply = await t.post(ApiPath.getAnagrafica, { userID: '10000001' }, token);
    expect(reply.statusCode).toBe(403);
    expect(reply.json().error.code).toBe(ErrorCode.FORBIDDEN);
  });

  it('answers TOKEN_1001 without a session', async () => {
    expect((await t.post(ApiPath.getAnagrafica, {})).json().error.code).toBe(ErrorCode.TOKEN);
  });
});

describe('getProdotti', () => {
  it('lists the 15 products of the catalogue in 6 groups, without a session', async () => {
    const reply = await t.post(ApiPath.getProdotti, {});
    const prodotti = reply.json().prodotti as { group: string }[];
    expect(prodotti).toHaveLength(15);
    expect(new Set(prodotti.map((p) => p.group)).size).toBe(6);
  });
});
