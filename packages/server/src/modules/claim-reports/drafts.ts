import {
  type CaiData,
  type ClaimReportData,
  caiBadTaxCodes,
  caiForKind,
  type DamageData,
  ErrorCode,
  inspectionProblem,
  isItalianIban,
  MAX_CLAIM_DRAFTS,
  needsHealthConsent,
} from '@area-clienti/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { SessionIdentity } from '../../http/identity.js';
import type { Clock } from '../../shared/clock.js';
import { AppError, notFound } from '../../shared/errors.js';
import type { FileStorage } from '../../shared/file-storage.js';
import { addressesOfClient, clientRecord } from '../profile/index.js';
import { assertCanCover, policyForReport } from './policies.js';
import {
  type ClaimReportRow,
  deleteReport,
  draftCountOfUser,
  eventsOf,
  insertReport,
  lockReportOfUser,
  reportOfUser,
  reportsOfUser,
  updateAtVersion,
} from './queries.js';
import { toSummary, toView } from './view.js';

export interface DraftDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'AGENCY_LEGAL_NAME'>;
  /** Rome's today (CLOCK_TODAY outside production). */
  today: () => string;
  /** Where a submitted draft's document is kept (deleted with the draft). */
  files: FileStorage;
}

/** Vehicle A of a new CAI, from the policy and the client's record (docs/decisions/0110). */
async function prefilledCai(
  deps: DraftDeps,
  clientId: number,
  row: Awaited<ReturnType<typeof policyForReport>>['row'],
  eventDate: string,
): Promise<CaiData> {
  const client = await clientRecord(deps.db, clientId);
  const [home] = await addressesOfClient(deps.db, clientId);
  const given = (value: string | null | undefined) => (value?.trim() ? { v: value } : undefined);
  const pick = <T extends Record<string, { v: string } | undefined>>(fields: T) =>
    Object.fromEntries(Object.entries(fields).flatMap(([k, f]) => (f ? [[k, f.v]] : []))) as Record<
      string,
      string
    >;
  return {
    kind: 'motor',
    date: eventDate,
    place: { country: 'IT' },
    vehicleA: {
      policyholder: pick({
        surname: given(client?.cognome),
        name: given(client?.nome),
        address: given(
          home ? `${home.indirizzo}, ${home.comune}${home.provincia ? ` (${home.provincia})` : ''}` : null,
        ),
        postcode: given(home?.cap),
        country: { v: 'Italia' },
        phone: given(client?.cell),
        email: given(client?.email),
      }),
      vehicle: {
        ...pick({ make: given(row.marca), model: given(row.modello), plate: given(row.targa) }),
        registrationCountry: 'Italia',
      },
      insurer: {
        ...pick({
          name: given(row.compagnia) ?? { v: deps.config.AGENCY_LEGAL_NAME },
          policyNumber: given(row.numeroPolizza),
          validFrom: given(row.dataInizio),
          validTo: given(row.dataScadenza?.startsWith('9999') ? null : row.dataScadenza),
          agency: { v: deps.config.AGENCY_LEGAL_NAME },
        }),
      },
    },
  };
}

/**
 * The rules a report's data must keep at every save (not only at submission): the kind of the policy, a
 * coverage it has, a past date it was in force on, a valid IBAN, health data only with consent, working days
 * for the inspection and valid tax codes (docs/decisions/0136).
 */
async function checkData(
  deps: DraftDeps,
  identity: SessionIdentity,
  row: ClaimReportRow,
  data: ClaimReportData,
): Promise<string> {
  if (data.kind !== row.kind || row.dossierId === null) throw new AppError(ErrorCode.CLAIMREPORT_COVERAGE);
  const eventDate = data.date ?? row.eventDate;
  const { policy } = await policyForReport(
    deps.db,
    identity.clientId,
    row.dossierId,
    eventDate,
    deps.today(),
  );
  if (data.kind === 'damage') checkDamage(data, policy.coverages);
  if (needsHealthConsent(data) && data.healthConsent !== true) {
    throw new AppError(ErrorCode.CLAIMREPORT_HEALTH_CONSENT);
  }
  if (inspectionProblem(data.inspection, false, deps.today()))
    throw new AppError(ErrorCode.CLAIMREPORT_INSPECTION);
  const [badTaxCode] = data.kind === 'motor' ? caiBadTaxCodes(data) : [];
  if (badTaxCode) throw new AppError(ErrorCode.CLAIMREPORT_TAX_CODE, { detail: badTaxCode.slice(0, 40) });
  return eventDate;
}

function checkDamage(data: DamageData, coverages: readonly string[]) {
  if (data.coverage && !coverages.includes(data.coverage)) throw new AppError(ErrorCode.CLAIMREPORT_COVERAGE);
  if (data.iban?.trim() && !isItalianIban(data.iban)) throw new AppError(ErrorCode.CLAIMREPORT_BAD_IBAN);
}

/** A client's drafts: made on a policy in force, saved whole with a version, read, listed, deleted. */
export class ClaimReportDrafts {
  constructor(private readonly deps: DraftDeps) {}

  async view(row: ClaimReportRow) {
    return toView(row, await eventsOf(this.deps.db, [row.id]));
  }

  async create(identity: SessionIdentity, dossierId: number, eventDate: string) {
    const { db, clock } = this.deps;
    const found = await policyForReport(db, identity.clientId, dossierId, eventDate, this.deps.today());
    assertCanCover(found);
    const { row: dossier, policy } = found;
    const clientId = identity.clientId as number;
    if ((await draftCountOfUser(db, identity.userId)) >= MAX_CLAIM_DRAFTS) {
      throw new AppError(ErrorCode.CLAIMREPORT_TOO_MANY_DRAFTS);
    }
    const data: ClaimReportData =
      policy.kind === 'motor'
        ? await prefilledCai(this.deps, clientId, dossier, eventDate)
        : { kind: 'damage', date: eventDate, place: { country: 'IT' } };
    const now = clock.now();
    const row = await insertReport(db, {
      userId: identity.userId,
      clientId,
      dossierId,
      numeroPolizza: dossier.numeroPolizza,
      prodotto: dossier.prodotto,
      kind: policy.kind,
      eventDate,
      data,
      createdAt: now,
      updatedAt: now,
    });
    return { report: await this.view(row) };
  }

  /** The whole data, from the version the client read: a save in between (another device) wins. */
  async save(identity: SessionIdentity, reportId: string, version: number, data: ClaimReportData) {
    const { db, clock } = this.deps;
    const row = await reportOfUser(db, identity.userId, reportId);
    if (!row) throw notFound();
    if (row.state !== 'draft') throw new AppError(ErrorCode.CLAIMREPORT_STATE);
    if (row.version !== version) throw new AppError(ErrorCode.CLAIMREPORT_VERSION);
    const eventDate = await checkData(this.deps, identity, row, data);
    const kept = data.kind === 'motor' ? caiForKind(data) : data;
    const saved = await updateAtVersion(db, reportId, version, {
      data: kept,
      eventDate,
      updatedAt: clock.now(),
      purgeNoticeAt: null,
    });
    if (!saved) throw new AppError(ErrorCode.CLAIMREPORT_VERSION);
    return { report: await this.view(saved) };
  }

  /** The data checked again at submission (the policy may have changed since the last save). */
  async checkForSubmit(identity: SessionIdentity, row: ClaimReportRow) {
    const eventDate = await checkData(this.deps, identity, row, row.data);
    // At least five days after today to inspect the damaged vehicle (art. 148 CAP).
    if (inspectionProblem(row.data.inspection, true, this.deps.today())) {
      throw new AppError(ErrorCode.CLAIMREPORT_INSPECTION);
    }
    return eventDate;
  }

  async get(identity: SessionIdentity, reportId: string) {
    const row = await reportOfUser(this.deps.db, identity.userId, reportId);
    if (!row) throw notFound();
    return { report: await this.view(row) };
  }

  async list(identity: SessionIdentity) {
    const rows = await reportsOfUser(this.deps.db, identity.userId);
    return { reports: rows.map(toSummary) };
  }

  /** A draft, or one whose code is out but not used: a signed report is the agency's record. */
  async delete(identity: SessionIdentity, reportId: string) {
    const fileId = await this.deps.db.transaction(async (tx) => {
      const row = await lockReportOfUser(tx, identity.userId, reportId);
      if (!row) throw notFound();
      if (row.state !== 'draft' && row.state !== 'signing') throw new AppError(ErrorCode.CLAIMREPORT_STATE);
      await deleteReport(tx, reportId);
      return row.pdfFileId;
    });
    if (fileId) await this.deps.files.delete(fileId);
    return { deleted: true as const };
  }
}
