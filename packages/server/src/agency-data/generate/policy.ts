import type { ImportBranch, ImportClaim, ImportDossier } from '@area-clienti/contract';
import type { Address, Comune } from './italian-places.js';
import type { Person } from './people.js';
import { addDays, addMonths, type Random, stepsUntil, Weighted } from './random.js';

/**
 * The day the data set describes: fixed, not today, so that a seed writes the same files whenever it runs.
 * Policies started before it, instalments up to it are paid or due, claims happened before it.
 */
export const AS_OF = '2026-11-01';

/** The client a policy is written for. */
export interface Holder {
  person: Person;
  home: Comune;
  address: Address;
  branch: ImportBranch;
}

export type Dossier = ImportDossier;
/** A product's own fields and sections (vehicle, goods, family, reserves …). */
export type ProductDetails = Partial<Omit<ImportDossier, 'type' | 'id' | 'client' | 'numeroPolizza'>>;

/** What happened in a claim on the product, and what the claim's page shows about it. */
export interface ClaimEvent {
  evento: string;
  /** The company's two letters for the line of business, in the claim's number (2026/RC/004571). */
  ramo: string;
  /** The event as the client reads it, e.g. 'Collisione in Via Roma 12'. */
  describe(random: Random, dossier: Dossier, holder: Holder): string;
  /** Extra details, label → value; `estimate` is what the damage is valued at. */
  dettagli(random: Random, dossier: Dossier, holder: Holder, estimate: number): ImportClaim['dettagli'];
  /** Who follows the claim at the company: perito, liquidatore, medico legale … */
  referenti: readonly string[];
}

/** One product of the catalogue and how its policies look. */
export interface ProductPlan {
  prodotto: string;
  tipoProdotto: { sicuro: string; tipologia: string; area: string };
  /** How common the product is among the agency's policies. */
  weight: number;
  /** Life business (Esempio Vita: reserves, no claims) or non-life (Assicurazioni Esempio). */
  ramo: 'danni' | 'vita';
  /** The first digit of its policy numbers. */
  numberPrefix: string;
  /** Yearly premium, or the single premium. */
  premio: readonly [number, number];
  rate: readonly Rata[];
  /** How many years ago its policies may have started. */
  startedWithinYears: number;
  /** Whole life, or so many years; absent: a yearly contract renewed each year. */
  term?: 'vita-intera' | readonly [number, number];
  details(random: Random, holder: Holder, start: PolicyStart): ProductDetails;
  /** A motor policy: the law wants its attestato di rischio among its documents (IVASS). */
  motor?: boolean;
  /** Absent: a claim is not made on this product. */
  claimEvents?: readonly ClaimEvent[];
  /** Names of the documents a policy of the product may have beyond its contract. */
  documents: readonly string[];
}

export type Rata = 'Annuale' | 'Semestrale' | 'Mensile' | 'Premio unico';
export interface PolicyStart {
  numeroPolizza: string;
  dataInizio: string;
  premio: number;
  rata: Rata;
}

const MONTHS_PER_INSTALMENT: Record<Exclude<Rata, 'Premio unico'>, number> = {
  Annuale: 12,
  Semestrale: 6,
  Mensile: 1,
};
/** How many instalments a policy lists at most: the newest ones. */
const LISTED_INSTALMENTS: Record<Rata, number> = {
  Annuale: 5,
  Semestrale: 6,
  Mensile: 14,
  'Premio unico': 1,
};

type Ending = { stato: string; label?: string };
const ENDINGS = new Weighted<Ending>(
  [
    { stato: 'ATTIVA' },
    { stato: 'NORMALE' },
    { stato: 'SOSPESA', label: 'Data di sospensione' },
    { stato: 'SCADUTA' },
    { stato: 'ANNULLATA', label: 'Data di annullamento' },
    { stato: 'DISDETTA', label: 'Data di disdetta' },
  ],
  (_, index) => [72, 12, 3, 5, 4, 4][index] ?? 0,
);

/** The common part of every policy: number, state, dates, premium and its instalments, the branch. */
export function makeDossier(
  random: Random,
  plan: ProductPlan,
  holder: Holder,
  clientId: string,
  sequence: number,
): Dossier {
  const numeroPolizza = `${plan.numberPrefix}${String(sequence).padStart(8, '0')}`;
  const dataInizio = random.date(addMonths(AS_OF, -12 * plan.startedWithinYears), addDays(AS_OF, -20));
  const rata = random.pick(plan.rate);
  const premio = random.amount(...plan.premio);
  // Only a yearly contract is renewed, suspended or cancelled: life and fixed-term ones run their course.
  const ending = plan.ramo === 'vita' || plan.term ? { stato: 'ATTIVA' } : ENDINGS.pick(random);
  const dates = policyDates(random, plan, dataInizio, ending);
  const live = dates.end === undefined;
  const { movimenti, movimentiLayout, prossimoPagamento } = instalments(random, {
    rata,
    premio,
    dataInizio,
    until: dates.end ?? AS_OF,
    live,
  });
  const details = plan.details(random, holder, { numeroPolizza, dataInizio, premio, rata });
  return {
    type: 'dossier',
    id: `GEN-POL-${numeroPolizza}`,
    client: clientId,
    numeroPolizza,
    prodotto: plan.prodotto,
    stato: ending.stato,
    tipoProdotto: plan.tipoProdotto,
    soggetto: `${holder.person.nome} ${holder.person.cognome}`,
    soggettoLabel: 'Contraente',
    dataInizio,
    dataScadenza: dates.dataScadenza,
    ...(dates.dataScadenzaDescr ? { dataScadenzaDescr: dates.dataScadenzaDescr } : {}),
    ...(dates.end && ending.label
      ? { dataAnnulloDisdetta: dates.end, dataAnnulloDisdettaLabel: ending.label }
      : {}),
    ...(live && prossimoPagamento ? { prossimoPagamento } : {}),
    premio,
    rata,
    ...(rata === 'Mensile' ? { iban: italianIban(random) } : {}),
    intermediario: `${holder.branch.bank} S.p.A.`,
    filiale: holder.branch.name,
    compagnia: plan.ramo === 'vita' ? 'Esempio Vita S.p.A.' : 'Assicurazioni Esempio S.p.A.',
    ...details,
    ...(movimentiLayout === '5col' ? { movimentiLayout } : {}),
    movimenti,
  };
}

function policyDates(random: Random, plan: ProductPlan, dataInizio: string, ending: Ending) {
  if (plan.term === 'vita-intera') {
    return { dataScadenza: '9999-12-31', dataScadenzaDescr: 'Vita intera', end: undefined };
  }
  if (plan.term) {
    return { dataScadenza: addMonths(dataInizio, 12 * random.int(...plan.term)), end: undefined };
  }
  // A yearly contract renewed each year: it runs to the anniversary after today, or ended on one before.
  const years = stepsUntil(dataInizio, AS_OF, 12);
  const anniversary = addMonths(dataInizio, 12 * (years + 1));
  if (ending.stato === 'ATTIVA' || ending.stato === 'NORMALE') {
    return { dataScadenza: anniversary, end: undefined };
  }
  // Expired or cancelled by notice: at an anniversary. Cancelled by the company or suspended: any day.
  const lastAnniversary = addMonths(dataInizio, 12 * years);
  const atAnniversary = ending.stato === 'SCADUTA' || ending.stato === 'DISDETTA';
  if (atAnniversary && lastAnniversary > dataInizio) {
    return { dataScadenza: lastAnniversary, end: lastAnniversary };
  }
  const end = random.date(addDays(dataInizio, 10), addDays(AS_OF, -1));
  return { dataScadenza: atAnniversary ? end : anniversary, end };
}

/** The premium's instalments up to today (the last one now and then still to pay) and the next due date. */
function instalments(
  random: Random,
  policy: { rata: Rata; premio: number; dataInizio: string; until: string; live: boolean },
): Pick<Dossier, 'movimenti' | 'movimentiLayout' | 'prossimoPagamento'> {
  const movimentiLayout = random.chance(0.3) ? '5col' : '4col';
  if (policy.rata === 'Premio unico') {
    const movimento = {
      titolo: 'Premio unico',
      dataScadenza: policy.dataInizio,
      stato: 'Pagato',
      premio: policy.premio,
    };
    return {
      movimentiLayout,
      movimenti: [
        movimentiLayout === '5col' ? { ...movimento, dataFoglioCassa: policy.dataInizio } : movimento,
      ],
    };
  }
  const months = MONTHS_PER_INSTALMENT[policy.rata];
  const amount = Math.round((policy.premio * months * 100) / 12) / 100;
  const last = stepsUntil(policy.dataInizio, policy.until, months);
  const first = Math.max(0, last - LISTED_INSTALMENTS[policy.rata] + 1);
  const listed = Array.from({ length: last - first + 1 }, (_, k) =>
    addMonths(policy.dataInizio, (first + k) * months),
  );
  const unpaidLast = policy.live && random.chance(0.12);
  const movimenti = listed
    .map((dataScadenza, index) => {
      const paid = !(unpaidLast && index === listed.length - 1);
      return {
        titolo: instalmentTitle(policy.rata, dataScadenza, first + index + 1),
        dataScadenza,
        stato: paid ? 'Pagato' : 'Da pagare',
        premio: amount,
        ...(paid && movimentiLayout === '5col'
          ? { dataFoglioCassa: addDays(dataScadenza, -random.int(0, 5)) }
          : {}),
      };
    })
    .reverse();
  return { movimenti, movimentiLayout, prossimoPagamento: addMonths(policy.dataInizio, (last + 1) * months) };
}

function instalmentTitle(rata: Rata, due: string, number: number): string {
  const year = due.slice(0, 4);
  if (rata === 'Annuale') return `Quietanza ${year}`;
  if (rata === 'Semestrale') return `Rata ${Number(due.slice(5, 7)) <= 6 ? 1 : 2}/${year}`;
  return `Rata ${String(number).padStart(2, '0')} - ${due.slice(5, 7)}/${year}`;
}

/** An Italian IBAN with correct check digits (the account is invented). */
function italianIban(random: Random): string {
  const bban = `${String.fromCharCode(65 + random.int(0, 25))}${random.pick(BANK_CODES)}${random.digits(5)}${random.digits(12)}`;
  const numeric = `${bban}IT00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  return `IT${String(98 - remainder).padStart(2, '0')}${bban}`;
}

/** ABI codes shaped like those of Italian banks. */
const BANK_CODES = ['03069', '02008', '05034', '03111', '05428', '06230', '03440', '08327'];
