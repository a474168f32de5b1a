import type { DocumentKind, ImportClaim } from '@area-clienti/contract';
import { fullName } from './people.js';
import { AS_OF, type Dossier, type Holder, type ProductPlan } from './policy.js';
import { addDays, earlierDay, euro, italianDate } from './random.js';

/** A document before it gets its id and file: its name, date, the policy or claim it is on, its text. */
export interface DocumentDraft {
  dossier: string;
  claim?: string;
  name: string;
  data: string;
  tipo?: DocumentKind;
  /** The PDF's lines under its title. */
  lines: string[];
}

/** What every policy has (its contract; a motor policy's attestato di rischio) and what it may have. */
export interface Drafts {
  required: DocumentDraft[];
  optional: DocumentDraft[];
}

const MONTHS = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
];

const notAfterToday = (iso: string) => earlierDay(iso, AS_OF);
/** A file name may not hold a slash: 2026/RC/004571 → 2026-RC-004571. */
const forFileName = (text: string) => text.replaceAll('/', '-');

function policyLines(dossier: Dossier, holder: Holder): string[] {
  return [
    `Polizza n. ${dossier.numeroPolizza} - ${dossier.prodotto}`,
    `Contraente: ${fullName(holder.person)}, codice fiscale ${holder.person.codiceFiscale}`,
  ];
}

/** The documents of one policy (its claims' apart). */
export function policyDrafts(plan: ProductPlan, dossier: Dossier, holder: Holder): Drafts {
  const start = dossier.dataInizio ?? AS_OF;
  const draft = (name: string, data: string, lines: string[], tipo?: DocumentKind): DocumentDraft => ({
    dossier: dossier.id,
    name: `${name}.pdf`,
    data,
    ...(tipo ? { tipo } : {}),
    lines: [...policyLines(dossier, holder), ...lines],
  });
  const required = [
    draft(`Contratto di polizza n. ${dossier.numeroPolizza}`, start, [
      `Decorrenza ${italianDate(start)}, scadenza ${dossier.dataScadenzaDescr ?? italianDate(dossier.dataScadenza ?? start)}.`,
      `Premio ${euro(dossier.premio ?? 0)}, frazionamento ${dossier.rata?.toLowerCase() ?? 'annuale'}.`,
    ]),
  ];
  if (plan.motor) {
    // The company issues it 30 days before each expiry: the newest one is the last issued before today.
    let issued = addDays(dossier.dataScadenza ?? start, -30);
    while (issued > AS_OF) issued = addDays(issued, -365);
    if (issued < start) issued = start;
    required.push(
      draft(
        `Attestato di rischio ${issued.slice(0, 4)}`,
        issued,
        [
          `Veicolo targa ${dossier.targa}, ${dossier.marca} ${dossier.modello}. ${dossier.tariffaRca}.`,
          "Consultabile nell'area riservata (Regolamento IVASS n. 9/2015).",
        ],
        'attestato-di-rischio',
      ),
    );
  }
  const optional = plan.documents.map((name) => {
    // A yearly statement names the year it reports on and is sent early the next year.
    const year = /\b(20\d\d)\b/.exec(name)?.[1];
    return draft(name, year ? notAfterToday(`${Number(year) + 1}-02-28`) : start, [`${name}.`]);
  });
  for (const movimento of dossier.movimenti ?? []) {
    if (movimento.stato !== 'Pagato' || !movimento.dataScadenza) continue;
    const due = movimento.dataScadenza;
    const period =
      dossier.rata === 'Annuale'
        ? due.slice(0, 4)
        : `${MONTHS[Number(due.slice(5, 7)) - 1]} ${due.slice(0, 4)}`;
    optional.push(
      draft(`Quietanza ${period}`, notAfterToday(movimento.dataFoglioCassa ?? due), [
        `${movimento.titolo}: pagato ${euro(movimento.premio ?? 0)}, scadenza ${italianDate(due)}.`,
      ]),
    );
  }
  return { required, optional };
}

/** The documents of one claim: its notice, and what the company wrote since. */
export function claimDrafts(claim: ImportClaim, dossier: Dossier, holder: Holder): Drafts {
  const number = claim.numeroSinistroCompagnia ?? claim.id;
  const opened = claim.dataApertura ?? AS_OF;
  const draft = (name: string, afterDays: number, line: string): DocumentDraft => ({
    dossier: dossier.id,
    claim: claim.id,
    name: `${name}.pdf`,
    data: notAfterToday(addDays(opened, afterDays)),
    lines: [
      `Sinistro n. ${number} del ${italianDate(claim.dataSinistro ?? opened)}: ${claim.eventoDescr}`,
      ...policyLines(dossier, holder),
      line,
    ],
  });
  const optional = [
    draft('Fotografie dei danni', 1, 'Documentazione fotografica allegata alla denuncia.'),
    draft(`Perizia sinistro n. ${forFileName(number)}`, 12, 'Relazione del perito incaricato.'),
  ];
  if (claim.stato === '3') {
    optional.push(
      draft('Richiesta di documentazione', 20, 'Si richiede la documentazione indicata in allegato.'),
    );
  }
  if (claim.stato === '4') optional.push(draft('Comunicazione di reiezione', 30, claim.operazioni ?? ''));
  if (claim.stato === '5') {
    optional.push(
      draft(
        `Atto di liquidazione sinistro n. ${forFileName(number)}`,
        30,
        claim.dettagli?.['Importo liquidato'] ?? '',
      ),
    );
  }
  return {
    required: [
      draft(`Denuncia sinistro n. ${forFileName(number)}`, 0, `Denuncia ricevuta il ${italianDate(opened)}.`),
    ],
    optional,
  };
}
