import {
  BUSINESS_EVENTS,
  CAR_EVENTS,
  CATASTROPHE_EVENTS,
  HOME_EVENTS,
  LEGAL_EVENTS,
  MOTORCYCLE_EVENTS,
} from './claims.js';
import { addressIn, numberPlate, pickComune } from './italian-places.js';
import { fullName, makeFamily, type Person, pickSurname } from './people.js';
import type { Holder, ProductDetails, ProductPlan } from './policy.js';
import { addMonths, euro, type Random } from './random.js';

type Garanzia = { garanzia: string; garanziaDescrizione?: string; massimale?: number };
type Settore = { settore: string; garanzie: Garanzia[] };

/** A sector of cover, or none when the client did not buy it. */
const optional = (random: Random, probability: number, settore: Settore): Settore[] =>
  random.chance(probability) ? [settore] : [];

/** Make, model and commercial value in euro. */
const CARS: readonly [string, string, number][] = [
  ['Fiat', 'Panda 1.0 Hybrid', 14_500],
  ['Fiat', '500 1.0 Hybrid', 16_000],
  ['Fiat', 'Tipo 1.6 Multijet', 19_000],
  ['Lancia', 'Ypsilon 1.0 Hybrid', 15_500],
  ['Volkswagen', 'Golf 1.5 TSI', 27_000],
  ['Volkswagen', 'Polo 1.0 TSI', 19_500],
  ['Toyota', 'Yaris 1.5 Hybrid', 21_000],
  ['Renault', 'Clio 1.0 TCe', 17_000],
  ['Dacia', 'Sandero 1.0 TCe', 12_500],
  ['Peugeot', '208 1.2 PureTech', 18_500],
  ['Ford', 'Puma 1.0 EcoBoost Hybrid', 24_000],
  ['Jeep', 'Renegade 1.5 e-Hybrid', 28_000],
  ['Citroën', 'C3 1.2 PureTech', 16_500],
  ['Opel', 'Corsa 1.2', 16_000],
  ['Alfa Romeo', 'Tonale 1.5 Hybrid', 36_000],
  ['Audi', 'A3 Sportback 2.0 TDI', 34_000],
  ['BMW', 'Serie 1 118d', 33_000],
  ['Kia', 'Sportage 1.6 T-GDi', 31_000],
  ['Hyundai', 'Tucson 1.6 HEV', 33_500],
  ['Tesla', 'Model 3', 42_000],
];
const MOTORCYCLES: readonly [string, string, number][] = [
  ['Honda', 'SH 125', 4_200],
  ['Piaggio', 'Beverly 300', 5_600],
  ['Yamaha', 'T-Max 560', 13_500],
  ['Piaggio', 'Vespa Primavera 125', 4_800],
  ['Kymco', 'Agility 125', 2_300],
  ['Ducati', 'Monster 937', 12_500],
  ['BMW', 'R 1250 GS', 20_500],
  ['Kawasaki', 'Z650', 7_500],
  ['Benelli', 'TRK 502', 6_300],
];

function vehicle(random: Random, kind: 'auto' | 'moto', dataInizio: string): ProductDetails {
  const [marca, modello, valore] = random.pick(kind === 'auto' ? CARS : MOTORCYCLES);
  const targa = numberPlate(random, kind);
  const rc = kind === 'auto' ? 'RC Auto' : 'RC Moto';
  const registered = addMonths(dataInizio, -random.int(0, 96));
  return {
    tariffa: 'Bonus Malus',
    tariffaRca: `Classe CU ${random.chance(0.6) ? 1 : random.int(2, 14)}`,
    marca,
    modello,
    targa,
    beni: [
      {
        descrizione: `${marca} ${modello} targa ${targa}`,
        settori: [
          {
            settore: 'Responsabilità civile',
            garanzie: [
              {
                garanzia: rc,
                garanziaDescrizione: 'Danni a persone e cose causati a terzi',
                massimale: random.pick([6_450_000, 10_000_000, 15_000_000]),
              },
              {
                garanzia: 'Rinuncia alla rivalsa',
                garanziaDescrizione: 'Guida in stato di ebbrezza esclusa',
              },
            ],
          },
          ...optional(random, 0.6, {
            settore: 'Danni al veicolo',
            garanzie: [
              {
                garanzia: 'Furto e incendio',
                garanziaDescrizione: 'Valore commerciale del veicolo',
                massimale: valore,
              },
              ...(kind === 'auto'
                ? [
                    {
                      garanzia: 'Cristalli',
                      garanziaDescrizione: 'Sostituzione o riparazione',
                      massimale: 800,
                    },
                  ]
                : []),
            ],
          }),
          ...optional(random, 0.7, {
            settore: 'Assistenza',
            garanzie: [
              { garanzia: 'Assistenza stradale', garanziaDescrizione: 'Traino fino a 50 km, 24 ore su 24' },
            ],
          }),
          ...optional(random, 0.3, {
            settore: 'Tutela legale',
            garanzie: [{ garanzia: 'Tutela legale della circolazione', massimale: 15_000 }],
          }),
        ],
      },
    ],
    datiTecnici: [
      {
        datoTecnico: 'Dati del veicolo',
        pairs: [
          { label: 'Prima immatricolazione', descr: `${registered.slice(5, 7)}/${registered.slice(0, 4)}` },
          {
            label: 'Alimentazione',
            descr: random.pick(['Benzina', 'Gasolio', 'Ibrida', 'GPL', 'Elettrica']),
          },
          { label: 'Uso', descr: 'Privato' },
          { label: 'Valore commerciale', descr: euro(valore) },
        ],
      },
    ],
  };
}

/** The house the policy covers: mostly the holder's home, now and then a second one. */
function house(random: Random, holder: Holder) {
  const main = random.chance(0.8);
  const address = main ? holder.address : addressIn(random, pickComune(random));
  return {
    descrizione: `Abitazione in ${address.indirizzo}, ${address.comune}`,
    intestazione: fullName(holder.person),
    destinazioneUso: main ? 'Abitazione principale' : 'Abitazione secondaria',
    tipoDimora: main ? 'Abituale' : 'Saltuaria',
  };
}

/** The family a home or accident policy covers, listed in its Nucleo tab. */
export function nucleoOf(members: readonly Person[]): ProductDetails {
  return {
    nPersoneNucleo: members.length,
    nucleo: members.map(({ nome, cognome, codiceFiscale }) => ({ nome, cognome, codiceFiscale })),
  };
}

const ACTIVITIES = [
  'Ferramenta',
  'Panificio',
  'Officina meccanica',
  'Studio dentistico',
  'Bar caffetteria',
  'Negozio di abbigliamento',
  'Falegnameria',
  'Ristorante',
  'Studio professionale',
];

export const DAMAGE_PLANS: readonly ProductPlan[] = [
  {
    prodotto: 'Auto Sicura',
    tipoProdotto: { sicuro: 'Auto', tipologia: 'RC Auto', area: 'Auto - mobilità' },
    weight: 28,
    ramo: 'danni',
    numberPrefix: '1',
    premio: [320, 1_400],
    rate: ['Annuale', 'Annuale', 'Semestrale', 'Mensile'],
    startedWithinYears: 8,
    motor: true,
    details: (random, _holder, start) => vehicle(random, 'auto', start.dataInizio),
    claimEvents: CAR_EVENTS,
    documents: ['Condizioni di assicurazione Auto Sicura', 'Certificato di assicurazione', 'Carta verde'],
  },
  {
    prodotto: 'Due Ruote',
    tipoProdotto: { sicuro: 'Moto', tipologia: 'RC Moto', area: 'Auto - mobilità' },
    weight: 6,
    ramo: 'danni',
    numberPrefix: '5',
    premio: [140, 620],
    rate: ['Annuale', 'Semestrale'],
    startedWithinYears: 6,
    motor: true,
    details: (random, _holder, start) => vehicle(random, 'moto', start.dataInizio),
    claimEvents: MOTORCYCLE_EVENTS,
    documents: ['Condizioni di assicurazione Due Ruote', 'Certificato di assicurazione'],
  },
  {
    prodotto: 'Casa Serena',
    tipoProdotto: { sicuro: 'Casa', tipologia: 'Multirischi abitazione', area: 'Patrimonio' },
    weight: 16,
    ramo: 'danni',
    numberPrefix: '2',
    premio: [160, 640],
    rate: ['Annuale'],
    startedWithinYears: 10,
    details(random, holder) {
      const bene = house(random, holder);
      return {
        nBeni: 1,
        beniDescritti: [bene.descrizione],
        ...(random.chance(0.6) ? nucleoOf(makeFamily(random, holder.person, holder.home)) : {}),
        beni: [
          {
            ...bene,
            settori: [
              {
                settore: 'Incendio',
                garanzie: [
                  {
                    garanzia: 'Fabbricato',
                    garanziaDescrizione: 'Valore di ricostruzione a nuovo',
                    massimale: random.int(12, 45) * 10_000,
                  },
                  { garanzia: 'Contenuto', massimale: random.int(2, 8) * 10_000 },
                ],
              },
              ...optional(random, 0.5, {
                settore: 'Furto',
                garanzie: [{ garanzia: 'Furto e rapina', massimale: random.int(5, 20) * 1_000 }],
              }),
              {
                settore: 'Responsabilità civile',
                garanzie: [{ garanzia: 'RC della famiglia', massimale: random.pick([500_000, 1_000_000]) }],
              },
              ...optional(random, 0.6, {
                settore: 'Assistenza',
                garanzie: [
                  { garanzia: 'Idraulico, elettricista e fabbro', garanziaDescrizione: '24 ore su 24' },
                ],
              }),
            ],
          },
        ],
      };
    },
    claimEvents: HOME_EVENTS,
    documents: ['Condizioni di assicurazione Casa Serena', 'Questionario di adeguatezza'],
  },
  {
    prodotto: 'Catastrofi Naturali',
    tipoProdotto: { sicuro: 'Casa', tipologia: 'Catastrofi naturali', area: 'Patrimonio' },
    weight: 4,
    ramo: 'danni',
    numberPrefix: '2',
    premio: [90, 420],
    rate: ['Annuale'],
    startedWithinYears: 3,
    details(random, holder) {
      const bene = house(random, holder);
      const value = random.int(12, 45) * 10_000;
      return {
        nBeni: 1,
        beniDescritti: [bene.descrizione],
        beni: [
          {
            ...bene,
            settori: [
              {
                settore: 'Catastrofi naturali',
                garanzie: [
                  { garanzia: 'Terremoto', garanziaDescrizione: 'Scoperto 10%', massimale: value },
                  { garanzia: 'Alluvione e inondazione', massimale: value },
                  { garanzia: 'Frana', massimale: Math.round(value / 2) },
                ],
              },
            ],
          },
        ],
      };
    },
    claimEvents: CATASTROPHE_EVENTS,
    documents: ['Condizioni di assicurazione Catastrofi Naturali'],
  },
  {
    prodotto: 'Tutela Legale',
    tipoProdotto: { sicuro: 'Patrimonio', tipologia: 'Tutela legale', area: 'Patrimonio' },
    weight: 4,
    ramo: 'danni',
    numberPrefix: '7',
    premio: [80, 260],
    rate: ['Annuale'],
    startedWithinYears: 6,
    details: (random) => ({
      datiTecnici: [
        {
          datoTecnico: 'Ambiti coperti',
          pairs: [
            { label: 'Vita privata', descr: 'Inclusa' },
            { label: 'Lavoro dipendente', descr: random.chance(0.6) ? 'Inclusa' : 'Esclusa' },
            { label: 'Proprietà della casa', descr: random.chance(0.7) ? 'Inclusa' : 'Esclusa' },
            { label: 'Massimale per vertenza', descr: `${random.pick(['10.000', '15.000', '25.000'])} EUR` },
          ],
        },
      ],
    }),
    claimEvents: LEGAL_EVENTS,
    documents: ['Condizioni di assicurazione Tutela Legale'],
  },
  {
    prodotto: 'Impresa Protetta',
    tipoProdotto: { sicuro: 'Impresa', tipologia: 'Multirischi impresa', area: 'Imprese' },
    weight: 4,
    ramo: 'danni',
    numberPrefix: '6',
    premio: [700, 5_200],
    rate: ['Annuale', 'Semestrale'],
    startedWithinYears: 10,
    details(random, holder) {
      const company = `${pickSurname(random)} ${random.pick(['S.r.l.', 'S.n.c.', '& C. S.a.s.'])}`;
      const activity = random.pick(ACTIVITIES);
      const premises = addressIn(random, random.chance(0.7) ? holder.home : pickComune(random));
      return {
        soggetto: company,
        beni: [
          {
            descrizione: `Locali in ${premises.indirizzo}, ${premises.comune}`,
            intestazione: company,
            destinazioneUso: activity,
            settori: [
              {
                settore: 'Incendio',
                garanzie: [
                  { garanzia: 'Fabbricato', massimale: random.int(20, 120) * 10_000 },
                  { garanzia: 'Macchinari e attrezzature', massimale: random.int(2, 30) * 10_000 },
                  { garanzia: 'Merci', massimale: random.int(1, 20) * 10_000 },
                ],
              },
              {
                settore: 'Furto',
                garanzie: [{ garanzia: 'Furto con scasso e rapina', massimale: random.int(5, 50) * 1_000 }],
              },
              {
                settore: 'Responsabilità civile',
                garanzie: [
                  {
                    garanzia: 'RC verso terzi (RCT)',
                    massimale: random.pick([1_000_000, 1_500_000, 2_500_000]),
                  },
                  { garanzia: 'RC verso prestatori di lavoro (RCO)', massimale: 1_000_000 },
                ],
              },
            ],
          },
        ],
        datiTecnici: [
          {
            datoTecnico: "Dati dell'attività",
            pairs: [
              { label: 'Ragione sociale', descr: company },
              { label: 'Attività', descr: activity },
              { label: 'Addetti', descr: String(random.int(1, 40)) },
            ],
          },
        ],
      };
    },
    claimEvents: BUSINESS_EVENTS,
    documents: ['Condizioni di assicurazione Impresa Protetta', 'Questionario di adeguatezza'],
  },
];
