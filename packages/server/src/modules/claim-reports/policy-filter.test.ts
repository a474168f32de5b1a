import { ClaimReportPath, ErrorCode } from '@area-clienti/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dossiers } from '../../db/schema.js';
import { clientWithRecords } from '../../test/client-accounts.js';
import { useTestApp } from '../../test/harness.js';

const t = useTestApp({ config: { CLAIM_ROADSIDE_PHONE: '800 123 456' } });
const codeOf = (reply: { json(): unknown }) => (reply.json() as { error?: { code?: string } }).error?.code;

interface Policy {
  dossierId: number;
  numeroPolizza: string;
  kind: string;
  coverages: string[];
  roadsidePhone: string | null;
}

const inForce = { stato: 'ATTIVA', dataInizio: '2026-01-01', dataScadenza: '2026-12-31' } as const;
const coverage = (settore: string, ...garanzie: { garanzia: string; garanziaDescrizione?: string }[]) => [
  { descrizione: 'Bene', settori: [{ settore, garanzie }] },
];

describe('the policies a report is offered on (issue 34 item 5)', () => {
  let client: Awaited<ReturnType<typeof clientWithRecords>>;
  let policies: Policy[];
  beforeAll(async () => {
    client = await clientWithRecords(t, 'PF-1', (c) => [
      // A motor policy with roadside assistance and its own number; one covering it without a number.
      {
        type: 'dossier',
        id: 'PF-1-AUTO',
        client: c,
        numeroPolizza: 'AUTO1',
        prodotto: 'Auto Sicura',
        ...inForce,
        targa: 'GA111BC',
        tipoProdotto: { sicuro: 'Auto', tipologia: 'RC Auto', area: 'Auto - mobilità' },
        beni: coverage('Assistenza', {
          garanzia: 'Assistenza stradale',
          garanziaDescrizione: 'Traino 24 ore su 24, numero verde 800 555 111',
        }),
      },
      {
        type: 'dossier',
        id: 'PF-1-MOTO',
        client: c,
        numeroPolizza: 'MOTO1',
        prodotto: 'Moto Libera',
        ...inForce,
        targa: 'AB12345',
        beni: coverage('Assistenza', { garanzia: 'Soccorso stradale' }),
      },
      // A motor policy without assistance.
      {
        type: 'dossier',
        id: 'PF-1-AUTO2',
        client: c,
        numeroPolizza: 'AUTO2',
        prodotto: 'Auto Base',
        ...inForce,
        targa: 'GA222BC',
      },
      // The reviewer's: a trailer's towing liability is no roadside assistance; a ceiling and a date are
      // no phone number (the agency's is offered); "Vita privata" in a name is no life policy.
      {
        type: 'dossier',
        id: 'PF-1-TRAINO',
        client: c,
        numeroPolizza: 'AUTO3',
        prodotto: 'Auto con Rimorchio',
        ...inForce,
        targa: 'GA333BC',
        beni: coverage('Responsabilità civile', { garanzia: 'RC traino rimorchi' }),
      },
      {
        type: 'dossier',
        id: 'PF-1-MASSIMALE',
        client: c,
        numeroPolizza: 'AUTO4',
        prodotto: 'Auto Plus',
        ...inForce,
        targa: 'GA444BC',
        beni: coverage('Assistenza', {
          garanzia: 'Assistenza stradale massimale 1000000',
          garanziaDescrizione: 'Operante dal 01 01 2026',
        }),
      },
      {
        type: 'dossier',
        id: 'PF-1-CVP',
        client: c,
        numeroPolizza: 'CVP1',
        prodotto: 'Casa e Vita privata',
        ...inForce,
        beni: coverage('Danni ai beni', { garanzia: 'Incendio' }),
      },
      // A home policy whose coverages fit a home event; an injury policy.
      {
        type: 'dossier',
        id: 'PF-1-CASA',
        client: c,
        numeroPolizza: 'CASA1',
        prodotto: 'Casa Serena',
        ...inForce,
        tipoProdotto: { sicuro: 'Casa', tipologia: 'Multirischi abitazione', area: 'Patrimonio' },
        beni: coverage('Danni ai beni', { garanzia: 'Incendio e fulmine' }),
      },
      {
        type: 'dossier',
        id: 'PF-1-INF',
        client: c,
        numeroPolizza: 'INF1',
        prodotto: 'Infortuni Più',
        ...inForce,
        tipoProdotto: { sicuro: 'Persona', tipologia: 'Infortuni', area: 'Persona' },
        beni: coverage('Infortuni', { garanzia: 'Invalidità permanente da infortunio' }),
      },
      // Not offered: life, savings and pension policies, and one whose coverages fit no event.
      {
        type: 'dossier',
        id: 'PF-1-VITA',
        client: c,
        numeroPolizza: 'VITA1',
        prodotto: 'Capitale Sicuro',
        ...inForce,
        tipoProdotto: { sicuro: 'Vita', tipologia: 'Rivalutabile', area: 'Investimento' },
        // A life policy's accident rider does not make it a policy to report a claim on here.
        beni: coverage('Complementare', { garanzia: 'Morte da infortunio' }),
      },
      {
        type: 'dossier',
        id: 'PF-1-PIP',
        client: c,
        numeroPolizza: 'PIP1',
        prodotto: 'Pensione Domani',
        ...inForce,
        tipoProdotto: {
          sicuro: 'Previdenza',
          tipologia: 'Piano individuale pensionistico',
          area: 'Previdenza',
        },
      },
      {
        type: 'dossier',
        id: 'PF-1-TUTELA',
        client: c,
        numeroPolizza: 'TUT1',
        prodotto: 'Tutela Legale',
        ...inForce,
        tipoProdotto: { sicuro: 'Patrimonio', tipologia: 'Tutela legale', area: 'Patrimonio' },
        beni: coverage('Tutela legale', { garanzia: 'Spese legali' }),
      },
    ]);
    const reply = await t.post(
      ClaimReportPath.getClaimReportPolicies,
      { eventDate: '2026-11-20' },
      client.token,
    );
    expect(reply.statusCode, reply.body).toBe(200);
    policies = reply.json().policies;
  });

  it('offers a motor policy for an accident and a policy whose coverages fit a home or injury event', () => {
    expect(policies.map((p) => [p.numeroPolizza, p.kind, p.coverages]).sort()).toEqual([
      ['AUTO1', 'motor', []],
      ['AUTO2', 'motor', []],
      ['AUTO3', 'motor', []],
      ['AUTO4', 'motor', []],
      ['CASA1', 'damage', ['fire', 'other']],
      ['CVP1', 'damage', ['fire', 'other']],
      ['INF1', 'damage', ['injury', 'other']],
      ['MOTO1', 'motor', []],
    ]);
  });

  it('gives the roadside-assistance number only for a policy that covers it: its own, else the agency’s', () => {
    const phones = Object.fromEntries(policies.map((p) => [p.numeroPolizza, p.roadsidePhone]));
    expect(phones).toEqual({
      AUTO1: '800 555 111',
      MOTO1: '800 123 456',
      AUTO2: null,
      AUTO3: null,
      AUTO4: '800 123 456',
      CASA1: null,
      CVP1: null,
      INF1: null,
    });
  });

  it('offers only the policies fitting the event the client named', async () => {
    const offered = async (event: string) => {
      const reply = await t.post(
        ClaimReportPath.getClaimReportPolicies,
        { eventDate: '2026-11-20', event },
        client.token,
      );
      expect(reply.statusCode, reply.body).toBe(200);
      return (reply.json().policies as Policy[]).map((p) => p.numeroPolizza).sort();
    };
    expect(await offered('accident')).toEqual(['AUTO1', 'AUTO2', 'AUTO3', 'AUTO4', 'MOTO1']);
    expect(await offered('home')).toEqual(['CASA1', 'CVP1']);
    expect(await offered('injury')).toEqual(['INF1']);
    const unknown = await t.post(
      ClaimReportPath.getClaimReportPolicies,
      { eventDate: '2026-11-20', event: 'flood' },
      client.token,
    );
    expect([unknown.statusCode, codeOf(unknown)]).toEqual([400, ErrorCode.VALIDATION]);
  });

  it('refuses a new report on a life policy or one whose coverages fit no event', async () => {
    for (const agencyId of ['PF-1-VITA', 'PF-1-TUTELA']) {
      const [dossier] = await t.db.select().from(dossiers).where(eq(dossiers.agencyId, agencyId));
      const made = await t.post(
        ClaimReportPath.createClaimReport,
        { dossierId: dossier?.id, eventDate: '2026-11-20' },
        client.token,
      );
      expect([made.statusCode, codeOf(made)]).toEqual([400, ErrorCode.CLAIMREPORT_COVERAGE]);
    }
  });
});
