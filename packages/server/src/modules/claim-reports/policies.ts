import {
  type ClaimEvent,
  type ClaimReportPolicy,
  type DamageCoverage,
  ErrorCode,
} from '@area-clienti/contract';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../shared/errors.js';
import { garanzieOfDossier, listDossiersOfClient, ownDossier } from '../dossiers/index.js';
import { isRoadsideText, phoneInText } from './roadside.js';

type DossierRow = Awaited<ReturnType<typeof listDossiersOfClient>>[number];

/** A date the calendar knows (not 30 February). */
export function isRealDate(day: string): boolean {
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
}

/** A future day is refused (CLAIMREPORT_001), as is one the calendar does not know (VALIDATION_001). */
export function assertPastDay(day: string, today: string) {
  if (!isRealDate(day)) throw new AppError(ErrorCode.VALIDATION);
  if (day > today) throw new AppError(ErrorCode.CLAIMREPORT_FUTURE_DATE);
}

/**
 * In force on `day`: started on or before it, not expired before it (a year of 9999 or none: no end), and
 * not cancelled before it (docs/decisions/0110).
 */
export function inForceOn(
  row: Pick<DossierRow, 'dataInizio' | 'dataScadenza' | 'dataAnnulloDisdetta'>,
  day: string,
) {
  if (!row.dataInizio || row.dataInizio > day) return false;
  if (row.dataScadenza && row.dataScadenza < day) return false;
  if (row.dataAnnulloDisdetta && row.dataAnnulloDisdetta < day) return false;
  return true;
}

/** A policy with a plate is a motor policy: its claims are reported with the CAI. */
export const kindOf = (row: Pick<DossierRow, 'targa'>) => (row.targa?.trim() ? 'motor' : 'damage');

const COVERAGE_WORDS: [DamageCoverage, RegExp][] = [
  ['water', /acqua|idric|allagament|condutture|infiltraz/],
  ['fire', /incendi|fulmine|esplosion/],
  ['theft', /furt|rapina|scippo/],
  ['injury', /infortun|lesion|invalidit/],
];

/**
 * Life, savings and pension policies: no event of a claim report is theirs (issue 34 item 5). Told by the
 * product's branch and kind where the agency's feed gives them (`tipoSicuro`, `tipologia`, `area`), by the
 * product's name only where it gives none of them, and then only by words no damage product is named with
 * ("Casa e Vita privata" is a home policy; docs/decisions/0139).
 */
const LIFE_BRANCH =
  /\bvita\b(?! privata)|previdenz|pension|\btfr\b|risparmio|capitalizzazion|rivalutabil|unit[ -]linked|multiramo|caso morte|investiment/;
const LIFE_NAME =
  /previdenz|pensionistic|fondo pensione|\btfr\b|capitalizzazion|rivalutabil|unit[ -]linked|multiramo|temporanea caso morte|\bramo vita\b/;
export function isLifeOrSavings(row: Pick<DossierRow, 'tipoSicuro' | 'tipologia' | 'area' | 'prodotto'>) {
  const branch = [row.tipoSicuro, row.tipologia, row.area].filter((word) => word?.trim());
  if (branch.length > 0) return LIFE_BRANCH.test(branch.join(' ').toLowerCase());
  return LIFE_NAME.test(row.prodotto.toLowerCase());
}

/** The words of a policy's coverages (settori, garanzie and their descriptions), lower case, one by one. */
async function coverageTexts(db: Db, dossierId: number) {
  const beni = await garanzieOfDossier(db, dossierId);
  return beni.flatMap((bene) =>
    bene.settori.flatMap((s) => [
      s.settore.toLowerCase(),
      ...s.garanzie.map((g) => `${g.garanzia} ${g.garanziaDescrizione ?? ''}`.toLowerCase()),
    ]),
  );
}

/** The coverages a damage report on the policy can be about, read from its garanzie; `other` always. */
export async function coveragesOf(db: Db, dossierId: number): Promise<DamageCoverage[]> {
  const words = (await coverageTexts(db, dossierId)).join(' ');
  return [...COVERAGE_WORDS.filter(([, pattern]) => pattern.test(words)).map(([name]) => name), 'other'];
}

/**
 * The roadside-assistance number for a policy that covers it: the phone number its coverage's text names as
 * one (roadside.ts), else the agency's (CLAIM_ROADSIDE_PHONE); null when the policy does not cover it or no
 * number is known.
 */
export async function roadsidePhoneOf(db: Db, dossierId: number, agencyPhone: string | undefined) {
  const texts = (await coverageTexts(db, dossierId)).filter(isRoadsideText);
  if (texts.length === 0) return null;
  const own = texts.map(phoneInText).find(Boolean);
  return own ?? agencyPhone ?? null;
}

/**
 * Can the policy cover a reported event: a motor policy an accident; another a home or injury event when
 * its coverages fit one (water, fire, theft, injury); a life or savings policy never (issue 34 item 5).
 */
export const canCover = (row: DossierRow, policy: Pick<ClaimReportPolicy, 'kind' | 'coverages'>) =>
  !isLifeOrSavings(row) && (policy.kind === 'motor' || policy.coverages.some((c) => c !== 'other'));

/** Does the policy fit the event the client named: an accident a motor policy, a home or injury event its coverages. */
const EVENT_COVERAGES: Record<Exclude<ClaimEvent, 'accident'>, DamageCoverage[]> = {
  home: ['water', 'fire', 'theft'],
  injury: ['injury'],
};
export const fitsEvent = (
  policy: Pick<ClaimReportPolicy, 'kind' | 'coverages'>,
  event: ClaimEvent | undefined,
) =>
  event === undefined ||
  (event === 'accident'
    ? policy.kind === 'motor'
    : policy.kind === 'damage' && policy.coverages.some((c) => EVENT_COVERAGES[event].includes(c)));

async function toPolicy(db: Db, row: DossierRow, roadside?: string): Promise<ClaimReportPolicy> {
  const kind = kindOf(row);
  return {
    dossierId: row.id,
    numeroPolizza: row.numeroPolizza,
    prodotto: row.prodotto,
    kind,
    targa: row.targa,
    marca: row.marca,
    modello: row.modello,
    dataInizio: row.dataInizio,
    dataScadenza: row.dataScadenza,
    coverages: kind === 'damage' ? await coveragesOf(db, row.id) : [],
    roadsidePhone: await roadsidePhoneOf(db, row.id, roadside),
  };
}

/**
 * The client's policies in force on `day` that can cover a reported event (those being refreshed by the
 * agency left out), only those fitting `event` when the client named it; `roadside` is the agency's
 * roadside-assistance number.
 */
export async function policiesInForce(
  db: Db,
  clientId: number | null,
  day: string,
  today: string,
  options: { roadside?: string | undefined; event?: ClaimEvent | undefined } = {},
) {
  assertPastDay(day, today);
  if (clientId === null) return [];
  const rows = await listDossiersOfClient(db, clientId);
  const open = rows.filter((row) => !row.locked && !isLifeOrSavings(row) && inForceOn(row, day));
  const policies = await Promise.all(
    open.map(async (row) => ({ row, policy: await toPolicy(db, row, options.roadside) })),
  );
  return policies
    .filter(({ row, policy }) => canCover(row, policy) && fitsEvent(policy, options.event))
    .map(({ policy }) => policy);
}

/**
 * A new report is made only on a policy that can cover it (CLAIMREPORT_COVERAGE): a draft made before this
 * rule keeps being saved (never a lost draft).
 */
export function assertCanCover(found: Awaited<ReturnType<typeof policyForReport>>) {
  if (!canCover(found.row, found.policy)) throw new AppError(ErrorCode.CLAIMREPORT_COVERAGE);
}

/** The client's own policy, in force on `day`: else NOTFOUND_001 (another's) or CLAIMREPORT_002. */
export async function policyForReport(
  db: Db,
  clientId: number | null,
  dossierId: number,
  day: string,
  today: string,
) {
  assertPastDay(day, today);
  if (clientId === null) throw notFound();
  const row = await ownDossier(db, clientId, dossierId);
  if (!inForceOn(row, day)) throw new AppError(ErrorCode.CLAIMREPORT_NOT_IN_FORCE);
  return { row, policy: await toPolicy(db, row) };
}
