import { type ClaimReportPolicy, type DamageCoverage, ErrorCode } from '@area-clienti/contract';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../shared/errors.js';
import { garanzieOfDossier, listDossiersOfClient, ownDossier } from '../dossiers/index.js';

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

/** The coverages a damage report on the policy can be about, read from its garanzie; `other` always. */
export async function coveragesOf(db: Db, dossierId: number): Promise<DamageCoverage[]> {
  const beni = await garanzieOfDossier(db, dossierId);
  const words = beni
    .flatMap((bene) =>
      bene.settori.flatMap((s) => [
        s.settore,
        ...s.garanzie.flatMap((g) => [g.garanzia, g.garanziaDescrizione ?? '']),
      ]),
    )
    .join(' ')
    .toLowerCase();
  return [...COVERAGE_WORDS.filter(([, pattern]) => pattern.test(words)).map(([name]) => name), 'other'];
}

async function toPolicy(db: Db, row: DossierRow): Promise<ClaimReportPolicy> {
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
  };
}

/** The client's policies in force on `day` (those being refreshed by the agency left out). */
export async function policiesInForce(db: Db, clientId: number | null, day: string, today: string) {
  assertPastDay(day, today);
  if (clientId === null) return [];
  const rows = await listDossiersOfClient(db, clientId);
  const open = rows.filter((row) => !row.locked && inForceOn(row, day));
  return Promise.all(open.map((row) => toPolicy(db, row)));
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
