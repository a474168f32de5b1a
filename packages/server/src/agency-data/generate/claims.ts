import type { ImportClaim } from '@area-clienti/contract';
import { landline, numberPlate, pickStreet } from './italian-places.js';
import { pickSurname } from './people.js';
import { AS_OF, type ClaimEvent, type Dossier, type Holder } from './policy.js';
import { addDays, earlierDay, euro, italianDate, type Random, Weighted } from './random.js';

const placeOf = (random: Random, holder: Holder) => `${holder.home.nome}, ${pickStreet(random)}`;
const vehicleOf = (dossier: Dossier) => `${dossier.marca} ${dossier.modello} targa ${dossier.targa}`;

/** An event whose details are where it happened and what it is estimated to cost. */
const damage = (evento: string, ramo: string, what: string, referenti = ['Perito', 'Liquidatore']) =>
  ({
    evento,
    ramo,
    describe: () => what,
    dettagli: (random, _dossier, holder, estimate) => ({
      'Luogo del sinistro': placeOf(random, holder),
      'Danno stimato': euro(estimate),
    }),
    referenti,
  }) satisfies ClaimEvent;

const collision = (evento: string, what: string): ClaimEvent => ({
  evento,
  ramo: 'RC',
  describe: (random) => `${what} in ${pickStreet(random)}`,
  dettagli: (random, dossier, holder) => ({
    'Luogo del sinistro': holder.home.nome,
    Veicolo: vehicleOf(dossier),
    Controparte: `Veicolo targa ${numberPlate(random, random.chance(0.8) ? 'auto' : 'moto')}`,
    'Constatazione amichevole': random.chance(0.7) ? 'Firmata da entrambi i conducenti' : 'Non firmata',
  }),
  referenti: ['Perito', 'Liquidatore'],
});

const theft = (what: string): ClaimEvent => ({
  evento: 'FURT',
  ramo: 'FU',
  describe: () => what,
  dettagli: (random, dossier, holder) => ({
    Veicolo: vehicleOf(dossier),
    'Denuncia presentata a': `${random.pick(['Carabinieri', 'Polizia di Stato'])} di ${holder.home.nome}`,
  }),
  referenti: ['Liquidatore'],
});

export const CAR_EVENTS: readonly ClaimEvent[] = [
  collision('COLL', 'Collisione'),
  collision('TAMP', 'Tamponamento'),
  {
    evento: 'CRIS',
    ramo: 'CR',
    describe: () => 'Rottura del parabrezza',
    dettagli: (_random, dossier) => ({ Veicolo: vehicleOf(dossier) }),
    referenti: ['Liquidatore'],
  },
  theft('Furto del veicolo'),
  damage('GRAN', 'EN', 'Danni da grandine al veicolo', ['Perito']),
  damage('VAND', 'EN', 'Atti vandalici sul veicolo', ['Perito']),
];

export const MOTORCYCLE_EVENTS: readonly ClaimEvent[] = [
  collision('COLL', 'Collisione'),
  theft('Furto del motociclo'),
  {
    evento: 'INFC',
    ramo: 'IC',
    describe: (random) => `Caduta in ${pickStreet(random)}, infortunio del conducente`,
    dettagli: (random) => ({ 'Giorni di prognosi': String(random.int(5, 60)) }),
    referenti: ['Medico legale', 'Liquidatore'],
  },
];

export const HOME_EVENTS: readonly ClaimEvent[] = [
  damage('ACQU', 'IN', 'Danni da acqua condotta'),
  damage('FURT', 'FU', "Furto nell'abitazione", ['Liquidatore']),
  damage('INCE', 'IN', 'Incendio in cucina'),
  damage('EVAT', 'IN', 'Danni da evento atmosferico'),
  damage('FENE', 'IN', 'Danni da fenomeno elettrico', ['Liquidatore']),
  damage('RCFA', 'RC', 'Danni a terzi (responsabilità civile della famiglia)'),
];

export const CATASTROPHE_EVENTS: readonly ClaimEvent[] = [
  damage('TERR', 'CN', 'Danni da terremoto al fabbricato'),
  damage('ALLU', 'CN', 'Danni da alluvione'),
  damage('FRAN', 'CN', 'Danni da frana'),
];

const legal = (evento: string, what: string): ClaimEvent => ({
  evento,
  ramo: 'TL',
  describe: () => what,
  dettagli: () => ({ 'Fase della vertenza': 'Stragiudiziale' }),
  referenti: ['Legale fiduciario'],
});
export const LEGAL_EVENTS: readonly ClaimEvent[] = [
  legal('VLAV', 'Vertenza con il datore di lavoro'),
  legal('COND', 'Controversia condominiale'),
  legal('CONT', "Controversia su un contratto d'acquisto"),
];

const injury = (evento: string, what: string): ClaimEvent => ({
  evento,
  ramo: 'IF',
  describe: () => what,
  dettagli: (random) => ({
    'Giorni di prognosi': String(random.int(5, 90)),
    'Pronto soccorso': `Ospedale ${random.pick(['Civile', 'Maggiore', 'San Giovanni', 'Santa Maria'])}`,
  }),
  referenti: ['Medico legale', 'Liquidatore'],
});
export const INJURY_EVENTS: readonly ClaimEvent[] = [
  injury('INFD', 'Infortunio domestico'),
  injury('INFS', 'Infortunio durante attività sportiva'),
  injury('INFL', 'Infortunio sul lavoro'),
];

const health = (evento: string, what: string): ClaimEvent => ({
  evento,
  ramo: 'MA',
  describe: () => what,
  dettagli: (random, _dossier, holder, estimate) => ({
    'Struttura sanitaria': `${random.pick(['Casa di cura', 'Centro medico', 'Ospedale'])} di ${holder.home.nome}`,
    'Importo richiesto': euro(estimate),
  }),
  referenti: ['Liquidatore'],
});
export const HEALTH_EVENTS: readonly ClaimEvent[] = [
  health('RICO', 'Ricovero con intervento chirurgico'),
  health('VISI', 'Visite specialistiche'),
  health('DIAG', 'Accertamenti diagnostici'),
];

export const LOAN_EVENTS: readonly ClaimEvent[] = [
  {
    evento: 'PLAV',
    ramo: 'CP',
    describe: () => 'Perdita involontaria del posto di lavoro',
    dettagli: (random) => ({ 'Rate coperte': String(random.int(3, 12)) }),
    referenti: ['Liquidatore'],
  },
  health('INAB', 'Inabilità temporanea al lavoro'),
];

export const BUSINESS_EVENTS: readonly ClaimEvent[] = [
  damage('INCE', 'IN', 'Incendio nel magazzino'),
  damage('FURT', 'FU', 'Furto con scasso nei locali'),
  damage('ALLA', 'IN', 'Allagamento dei locali'),
  damage('GUAS', 'EL', 'Guasto ai macchinari', ['Perito']),
  damage('RCTE', 'RC', 'Danni a un cliente nei locali', ['Liquidatore']),
];

type Stato = { stato: string; statoDescr: string };
const STATI: Stato[] = [
  { stato: '1', statoDescr: 'Aperto' },
  { stato: '2', statoDescr: 'In istruttoria' },
  { stato: '3', statoDescr: 'In attesa di documentazione' },
  { stato: '4', statoDescr: 'Respinto' },
  { stato: '5', statoDescr: 'Chiuso con liquidazione' },
  { stato: '6', statoDescr: 'Chiuso con pagamento diretto' },
];
/** A recent claim is mostly still open, an old one mostly closed. */
const RECENT = new Weighted(STATI, (_, index) => [30, 45, 20, 2, 3, 0][index] ?? 0);
const OLD = new Weighted(STATI, (_, index) => [1, 2, 2, 12, 65, 18][index] ?? 0);

function operazioni(random: Random, stato: Stato, dataApertura: string): string {
  switch (stato.stato) {
    case '1':
      return 'Denuncia ricevuta, in assegnazione al perito';
    case '2':
      return `Perizia fissata per il ${italianDate(addDays(AS_OF, random.int(3, 20)))}`;
    case '3':
      return 'Richiesta al cliente la documentazione mancante';
    case '4':
      return 'Respinto: evento non coperto dalle condizioni di polizza';
    case '5': {
      const paid = addDays(dataApertura, random.int(15, 45));
      return `Liquidato il ${italianDate(earlierDay(paid, AS_OF))}`;
    }
    default:
      return 'Pagato direttamente alla struttura convenzionata';
  }
}

/** A claim on the policy, happened between its start and today. */
export function makeClaim(
  random: Random,
  event: ClaimEvent,
  dossier: Dossier,
  holder: Holder,
  sequence: number,
): ImportClaim {
  const lastDay = dossier.dataAnnulloDisdetta ?? addDays(AS_OF, -3);
  const dataSinistro = random.date(dossier.dataInizio ?? lastDay, lastDay);
  const dataApertura = addDays(dataSinistro, random.int(0, 3));
  const stato = (addDays(dataApertura, 120) < AS_OF ? OLD : RECENT).pick(random);
  const estimate = random.amount(150, 12_000);
  const dettagli = {
    ...event.dettagli(random, dossier, holder, estimate),
    // Paid net of the deductible: part of the estimate, or all of it.
    ...(stato.stato === '5'
      ? { 'Importo liquidato': euro(Math.round(estimate * random.int(60, 100)) / 100) }
      : {}),
  };
  return {
    type: 'claim',
    id: `GEN-SIN-${String(sequence).padStart(7, '0')}`,
    dossier: dossier.id,
    stato: stato.stato,
    statoDescr: stato.statoDescr,
    evento: event.evento,
    eventoDescr: event.describe(random, dossier, holder),
    numeroSinistroCompagnia: `${dataApertura.slice(0, 4)}/${event.ramo}/${String(sequence).padStart(6, '0')}`,
    dataSinistro,
    dataApertura,
    operazioni: operazioni(random, stato, dataApertura),
    dettagli,
    referenti: event.referenti.map((relazione) => ({
      relazione,
      cognome: pickSurname(random),
      telefono: landline(random, holder.home),
    })),
  };
}
