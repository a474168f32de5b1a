import { fullName, makePerson, type Person, pickSurname } from './people.js';
import { AS_OF, type Holder, type PolicyStart, type ProductDetails, type ProductPlan } from './policy.js';
import { addDays, addMonths, euro, italianDate, type Random } from './random.js';

type Riserva = NonNullable<ProductDetails['riserve']>[number];

/** Reserves are valued at the end of the month before the data set's day. */
const VALUED_ON = addDays(AS_OF, -1);
const SEPARATE_ACCOUNT = 'Gestione separata Esempio Sicura';
const FUNDS = [
  'Fondo interno Azionario Globale',
  'Fondo interno Obbligazionario Euro',
  'Fondo interno Bilanciato Prudente',
  'Fondo interno Azionario Europa',
  'Fondo interno Flessibile',
  'Fondo interno Sostenibile ESG',
];
const PENSION_LINES = ['Comparto Garantito', 'Comparto Bilanciato', 'Comparto Azionario'];

const round2 = (value: number) => Math.round(value * 100) / 100;
const yearsSince = (iso: string) => Math.max(1, Number(AS_OF.slice(0, 4)) - Number(iso.slice(0, 4)));

/** What the premiums paid so far have become. */
function accumulated(random: Random, start: PolicyStart): number {
  const paid = start.rata === 'Premio unico' ? start.premio : start.premio * yearsSince(start.dataInizio);
  return round2(paid * (0.92 + random.next() * 0.3));
}

/** The value split over a separate account (no units) and funds (units × unit price). */
function reserves(
  random: Random,
  total: number,
  separateAccount: boolean,
  funds: readonly string[],
): Riserva[] {
  const parts = [...(separateAccount ? [SEPARATE_ACCOUNT] : []), ...funds];
  const weights = parts.map(() => 0.5 + random.next());
  const sum = weights.reduce((a, b) => a + b, 0);
  return parts.map((fondo, index) => {
    const controvalore = round2((total * (weights[index] as number)) / sum);
    const estimated = round2(controvalore * (0.98 + random.next() * 0.03));
    if (fondo === SEPARATE_ACCOUNT) {
      return { fondo, data: VALUED_ON, controvalore, controvaloreStimato: controvalore };
    }
    const prezzoQuote = round2(5 + random.next() * 15);
    const numeroQuote = Math.round((controvalore / prezzoQuote) * 10_000) / 10_000;
    return { fondo, data: VALUED_ON, numeroQuote, prezzoQuote, controvalore, controvaloreStimato: estimated };
  });
}

function pickFunds(random: Random, count: number): string[] {
  const chosen = new Set<string>();
  while (chosen.size < count) chosen.add(random.pick(FUNDS));
  return [...chosen];
}

/** An investment policy: its reserves, their estimated value and the surrender values. */
function investment(random: Random, start: PolicyStart, forma: string, riserve: Riserva[]): ProductDetails {
  const controvaloreStimato = round2(riserve.reduce((sum, r) => sum + (r.controvaloreStimato ?? 0), 0));
  return {
    soggettoLabel: 'Assicurato',
    forma,
    controvaloreStimato,
    riserve,
    datiTecnici: [
      {
        datoTecnico: 'Valori di riscatto',
        pairs: [
          {
            label: `Valore di riscatto al ${italianDate(VALUED_ON)}`,
            descr: euro(round2(controvaloreStimato * 0.98)),
          },
          { label: 'Penale di riscatto', descr: '2% nei primi 5 anni, poi nessuna' },
          { label: 'Riscatto parziale', descr: 'Ammesso, minimo 1.000,00 EUR' },
        ],
      },
      {
        datoTecnico: 'Profilo di investimento',
        pairs: [
          { label: 'Data di decorrenza', descr: italianDate(start.dataInizio) },
          { label: 'Ribilanciamento', descr: random.pick(['Automatico annuale', 'Nessuno']) },
          { label: 'Rendimento minimo garantito', descr: random.pick(['0,00%', '0,50%', '1,00%']) },
        ],
      },
    ],
  };
}

/** The details of an investment product: a separate account or not, and how many funds. */
const investing =
  (forma: string, separateAccount: boolean, funds: readonly [number, number]): ProductPlan['details'] =>
  (random, _holder, start) =>
    investment(
      random,
      start,
      forma,
      reserves(random, accumulated(random, start), separateAccount, pickFunds(random, random.int(...funds))),
    );

/** A pension plan: the member's position, and the plan ends when they retire. */
function pension(random: Random, holder: Holder, start: PolicyStart): ProductDetails {
  const line = random.pick(PENSION_LINES);
  const riserve = reserves(random, accumulated(random, start), false, [line]);
  const retirement = addMonths(holder.person.nascita, 67 * 12);
  return {
    soggettoLabel: 'Aderente',
    // A member past 67 already draws the pension: it is paid for life.
    ...(retirement > AS_OF
      ? { dataScadenza: retirement, dataScadenzaDescr: 'Età pensionabile' }
      : { dataScadenza: '9999-12-31', dataScadenzaDescr: 'Rendita vitalizia in erogazione' }),
    domandaDiAdesione: `${start.dataInizio.slice(0, 4)}/${start.numeroPolizza.slice(-6)}`,
    statoLavorativo:
      retirement > AS_OF
        ? random.pick(['Lavoratore dipendente privato', 'Lavoratore autonomo', 'Libero professionista'])
        : 'Pensionato',
    riserve,
    controvaloreStimato: riserve[0]?.controvaloreStimato,
    datiTecnici: [
      {
        datoTecnico: 'Posizione previdenziale',
        pairs: [
          { label: 'Data di adesione', descr: italianDate(start.dataInizio) },
          { label: 'Comparto', descr: line },
          { label: 'Contributi dedotti nel 2025', descr: euro(Math.min(start.premio, 5_164.57)) },
        ],
      },
    ],
  };
}

const life = (tipologia: string, area: string) => ({ sicuro: 'Vita', tipologia, area });

/** Born between 30 and 60 years before the data set's day: a working age. */
const WORKING_AGE: [string, string] = [addMonths(AS_OF, -60 * 12), addMonths(AS_OF, -30 * 12)];

export const LIFE_PLANS: readonly ProductPlan[] = [
  {
    prodotto: 'Capitale Sicuro',
    tipoProdotto: life('Rivalutabile', 'Investimento'),
    weight: 5,
    ramo: 'vita',
    numberPrefix: '3',
    premio: [5_000, 80_000],
    rate: ['Premio unico'],
    startedWithinYears: 15,
    term: [10, 20],
    details: investing('Mista rivalutabile a premio unico', true, [0, 0]),
    documents: [
      'Estratto conto annuale 2025',
      'Documento di rivalutazione annuale',
      'Set informativo Capitale Sicuro',
    ],
  },
  {
    prodotto: 'Multiramo Equilibrio',
    tipoProdotto: life('Multiramo', 'Investimento'),
    weight: 4,
    ramo: 'vita',
    numberPrefix: '3',
    premio: [10_000, 150_000],
    rate: ['Premio unico'],
    startedWithinYears: 10,
    term: 'vita-intera',
    details: investing('Vita intera a premio unico', true, [1, 3]),
    documents: ['Estratto conto annuale 2025', 'Set informativo Multiramo Equilibrio'],
  },
  {
    prodotto: 'Unit Linked Orizzonti',
    tipoProdotto: life('Unit linked', 'Investimento'),
    weight: 3,
    ramo: 'vita',
    numberPrefix: '3',
    premio: [1_200, 12_000],
    rate: ['Annuale', 'Mensile', 'Premio unico'],
    startedWithinYears: 10,
    term: 'vita-intera',
    details: investing('Vita intera a premi ricorrenti', false, [2, 4]),
    documents: ['Estratto conto annuale 2025', 'Comunicazione di switch tra fondi'],
  },
  {
    prodotto: 'Pensione Domani',
    tipoProdotto: { sicuro: 'Previdenza', tipologia: 'Piano individuale pensionistico', area: 'Previdenza' },
    weight: 3,
    ramo: 'vita',
    numberPrefix: '8',
    premio: [600, 5_000],
    rate: ['Annuale', 'Mensile'],
    startedWithinYears: 20,
    term: 'vita-intera',
    details: pension,
    documents: ['Comunicazione periodica agli aderenti 2025', 'Nota informativa Pensione Domani'],
  },
  {
    prodotto: 'TFR Più',
    tipoProdotto: { sicuro: 'Previdenza', tipologia: 'Fondo pensione TFR', area: 'Previdenza' },
    weight: 2,
    ramo: 'vita',
    numberPrefix: '8',
    premio: [1_000, 4_000],
    rate: ['Mensile'],
    startedWithinYears: 15,
    term: 'vita-intera',
    details: pension,
    documents: ['Comunicazione periodica agli aderenti 2025', 'Modulo di adesione TFR'],
  },
  {
    prodotto: 'Key Man',
    tipoProdotto: life('Temporanea caso morte', 'Imprese'),
    weight: 1,
    ramo: 'vita',
    numberPrefix: '9',
    premio: [900, 6_500],
    rate: ['Annuale'],
    startedWithinYears: 6,
    term: [5, 10],
    details(random, holder) {
      const company = `${pickSurname(random)} ${random.pick(['S.r.l.', 'S.p.A.'])}`;
      const keyPerson: Person = makePerson(random, holder.home, { bornBetween: WORKING_AGE });
      return {
        soggetto: fullName(keyPerson),
        soggettoLabel: 'Assicurato',
        forma: 'Temporanea caso morte a capitale costante',
        personeAssicurate: fullName(keyPerson),
        datiTecnici: [
          {
            datoTecnico: 'Capitale assicurato',
            pairs: [
              { label: 'Capitale caso morte', descr: euro(random.int(10, 100) * 10_000) },
              { label: 'Invalidità totale e permanente', descr: 'Inclusa' },
              { label: 'Beneficiario', descr: company },
            ],
          },
        ],
      };
    },
    documents: ['Set informativo Key Man', 'Questionario sanitario'],
  },
];
