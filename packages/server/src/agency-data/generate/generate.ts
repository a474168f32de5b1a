import type {
  ImportBranch,
  ImportClaim,
  ImportClient,
  ImportDocument,
  ImportRepairCentre,
} from '@area-clienti/contract';
import { makeClaim } from './claims.js';
import { claimDrafts, type DocumentDraft, policyDrafts } from './documents.js';
import {
  addressIn,
  COMUNI,
  type Comune,
  landline,
  mobile,
  pickComune,
  pickStreet,
} from './italian-places.js';
import { makePerson, pickSurname, UniqueCodes, UniqueEmails } from './people.js';
import { type Dossier, type Holder, makeDossier, type ProductPlan } from './policy.js';
import { DAMAGE_PLANS } from './products-damage.js';
import { LIFE_PLANS } from './products-life.js';
import { PERSON_PLANS } from './products-person.js';
import { italianDate, Random, Weighted } from './random.js';

/** What a data set holds per client, on average (the scale benchmark: 100,000 clients → 1,000,000 documents). */
export const PER_CLIENT = { policies: 3, claims: 3, documents: 10 } as const;
export const CLIENTS_PER_BRANCH = 500;
export const MIN_BRANCHES = 3;
export const REPAIR_CENTRES = 36;
/** The larger towns the repair centres are spread over (each in a province of its own). */
const REPAIR_CENTRE_TOWNS = 18;
/** Documents per folder of documents/: directories stay quick to list. */
export const FILES_PER_FOLDER = 1000;

/** Every product of the catalogue (packages/contract/src/products.ts), with how its policies look. */
export const PLANS: readonly ProductPlan[] = [...DAMAGE_PLANS, ...PERSON_PLANS, ...LIFE_PLANS];
const byShare = new Weighted(PLANS, (plan) => plan.weight);

/** A document record and the text of its PDF. */
export interface GeneratedDocument {
  record: ImportDocument & { file: string };
  title: string;
  lines: string[];
}

/** One client and everything of theirs. */
export interface ClientBundle {
  client: ImportClient;
  dossiers: Dossier[];
  claims: ImportClaim[];
  documents: GeneratedDocument[];
}

/** The oldest and youngest clients. */
const CLIENTS_BORN: [string, string] = ['1940-01-01', '2004-12-31'];
const BANKS = ['Banca Esempio', 'Banca Popolare Esempio', 'Cassa di Risparmio Esempio'];

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const slug = (text: string) =>
  text
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z]+/g, '');

/**
 * Per-client counts that vary around a mean yet add up to exactly mean × clients: each client gets what is
 * owed so far give or take a little, and the last one squares the account.
 */
class Quota {
  private given = 0;

  constructor(
    private readonly mean: number,
    private readonly clients: number,
  ) {}

  next(random: Random, index: number, spread: number, min: number, max: number): number {
    const owed = Math.round(this.mean * (index + 1)) - this.given;
    const noise = index === this.clients - 1 ? 0 : random.int(-spread, spread);
    const count = Math.max(min, Math.min(max, owed + noise));
    this.given += count;
    return count;
  }
}

/**
 * The data set of one seed: branches, repair centres, then the clients one at a time, so that any number
 * of them is written with flat memory (only the codici fiscali and e-mails given out are remembered).
 */
export class DataSet {
  private readonly random: Random;
  readonly branches: ImportBranch[];
  readonly repairCentres: ImportRepairCentre[];
  private readonly branchesByComune = new Map<string, ImportBranch[]>();
  private readonly codes = new UniqueCodes();
  private readonly emails = new UniqueEmails();
  private readonly quota: Record<keyof typeof PER_CLIENT, Quota>;
  /** The next number of each kind of record: ids and policy numbers follow one another. */
  private readonly next = { dossier: 1, claim: 1, document: 1 };

  constructor(private readonly options: { clients: number; seed: number }) {
    this.random = new Random(options.seed);
    this.branches = this.makeBranches(
      Math.max(MIN_BRANCHES, Math.round(options.clients / CLIENTS_PER_BRANCH)),
    );
    this.repairCentres = Array.from({ length: REPAIR_CENTRES }, (_, index) => this.makeRepairCentre(index));
    this.quota = {
      policies: new Quota(PER_CLIENT.policies, options.clients),
      claims: new Quota(PER_CLIENT.claims, options.clients),
      documents: new Quota(PER_CLIENT.documents, options.clients),
    };
  }

  *clients(): Generator<ClientBundle> {
    for (let index = 0; index < this.options.clients; index++) yield this.makeClient(index);
  }

  private makeBranches(count: number): ImportBranch[] {
    return Array.from({ length: count }, (_, index) => {
      const comune = pickComune(this.random);
      const inComune = this.branchesByComune.get(comune.nome) ?? [];
      const number = inComune.length + 1;
      const branch: ImportBranch = {
        type: 'branch',
        id: `GEN-FIL-${pad(index + 1, 4)}`,
        name: `Filiale di ${comune.nome}${number > 1 ? ` ${number}` : ''}`,
        bank: this.random.pick(BANKS),
        email: `filiale.${slug(comune.nome)}${number > 1 ? number : ''}@banca.example.it`,
      };
      this.branchesByComune.set(comune.nome, [...inComune, branch]);
      return branch;
    });
  }

  /** Repair centres in the larger towns, one after the other, so that several provinces have some. */
  private makeRepairCentre(index: number): ImportRepairCentre {
    const comune = COMUNI[index % REPAIR_CENTRE_TOWNS] as Comune;
    const surname = pickSurname(this.random);
    const nome = this.random.pick([
      `Carrozzeria ${surname} S.r.l.`,
      `Autocarrozzeria ${surname} & C.`,
      `Centro Riparazioni ${comune.nome} S.n.c.`,
      `Carrozzeria ${surname} di ${pickSurname(this.random)}`,
    ]);
    return {
      type: 'repairCentre',
      id: `GEN-CC-${pad(index + 1, 4)}`,
      nome,
      indirizzo: pickStreet(this.random),
      comune: comune.nome,
      provincia: comune.provincia,
      telefono: landline(this.random, comune),
    };
  }

  private makeClient(index: number): ClientBundle {
    const random = this.random;
    const home = pickComune(random);
    const person = makePerson(random, home, { bornBetween: CLIENTS_BORN }, this.codes);
    const address = addressIn(random, home);
    const branch = random.pick(this.branchesByComune.get(home.nome) ?? this.branches);
    const holder: Holder = { person, home, address, branch };
    const client: ImportClient = {
      type: 'client',
      id: `GEN-CLI-${pad(index + 1, 7)}`,
      codiceFiscale: person.codiceFiscale,
      nome: person.nome,
      cognome: person.cognome,
      cittaNascita: person.luogoNascita.nome,
      email: this.emails.claim(random, person),
      cell: mobile(random),
      branch: branch.id,
      indirizzi: [address, ...(random.chance(0.15) ? [addressIn(random, pickComune(random))] : [])],
    };
    const policies = this.quota.policies.next(random, index, 2, 1, 8);
    const plans = Array.from({ length: policies }, () => byShare.pick(random));
    const dossiers = plans.map((plan) => makeDossier(random, plan, holder, client.id, this.next.dossier++));
    const claimable = dossiers.flatMap((dossier, at) => {
      const plan = plans[at] as ProductPlan;
      return plan.claimEvents ? [{ dossier, events: plan.claimEvents }] : [];
    });
    const claimCount = this.quota.claims.next(random, index, 2, 0, claimable.length * 3);
    const claims = Array.from({ length: claimCount }, () => {
      const { dossier, events } = random.pick(claimable);
      return { claim: makeClaim(random, random.pick(events), dossier, holder, this.next.claim++), dossier };
    });
    const drafts = [
      ...dossiers.map((dossier, at) => policyDrafts(plans[at] as ProductPlan, dossier, holder)),
      ...claims.map(({ claim, dossier }) => claimDrafts(claim, dossier, holder)),
    ];
    const documents = this.pickDocuments(
      index,
      drafts.flatMap((d) => d.required),
      drafts.flatMap((d) => d.optional),
    ).map((draft) => this.numbered(draft));
    return { client, dossiers, claims: claims.map(({ claim }) => claim), documents };
  }

  /** Every required document, and as many of the others as the client's share of documents allows. */
  private pickDocuments(
    index: number,
    required: DocumentDraft[],
    optional: DocumentDraft[],
  ): DocumentDraft[] {
    const count = this.quota.documents.next(
      this.random,
      index,
      3,
      required.length,
      required.length + optional.length,
    );
    const chosen = [...required];
    const pool = [...optional];
    while (chosen.length < count)
      chosen.push(pool.splice(this.random.int(0, pool.length - 1), 1)[0] as DocumentDraft);
    return chosen;
  }

  private numbered({ lines, ...draft }: DocumentDraft): GeneratedDocument {
    const sequence = this.next.document++;
    const id = `GEN-DOC-${pad(sequence, 8)}`;
    const folder = pad(Math.floor((sequence - 1) / FILES_PER_FOLDER), 3);
    return {
      record: { type: 'document', id, ...draft, file: `documents/${folder}/${id}.pdf` },
      title: draft.name.replace(/\.pdf$/, ''),
      lines: [...lines, `Documento ${id} del ${italianDate(draft.data)}.`],
    };
  }
}
