import { z } from 'zod';
import {
  CLAIM_TEXT,
  caiData,
  caiMissing,
  claimDate,
  claimInspection,
  claimPlace,
  claimTime,
  inspectionMissing,
} from './claim-report-cai.js';
import {
  COUNTERPART_OUTCOMES,
  counterpartCorrection,
  counterpartStep,
  feedEvidence,
} from './claim-report-counterpart.js';
import { claimReportFile } from './claim-report-files.js';
import { entityId } from './data.js';
import { MAX_SERIAL_ID, okReply } from './envelope.js';

export * from './claim-report-cai.js';

/**
 * Reporting a claim online (issue 22, docs/decisions/0110): a draft kept on the server as the client goes,
 * submitted, signed with a one-time code (FEA), sent to the agency and followed to its claim.
 */

/** `motor`: the CAI, for a motor policy (one with a plate); `damage`: a damage report for the others. */
export const CLAIM_REPORT_KINDS = ['motor', 'damage'] as const;
export type ClaimReportKind = (typeof CLAIM_REPORT_KINDS)[number];
export const claimReportKind = z.enum(CLAIM_REPORT_KINDS);

/**
 * `draft` while written; `signing` once submitted, a code sent to the client's mobile; `awaitingB` signed by
 * A, waiting for driver B's signature (at most CLAIM_REPORT_B_HOURS); `bCorrected`: B corrected B's sections,
 * A is to accept them (and sign again) or not (docs/decisions/0134); `sent` to the agency; `linked` to the
 * claim the agency opened.
 */
export const CLAIM_REPORT_STATES = ['draft', 'signing', 'awaitingB', 'bCorrected', 'sent', 'linked'] as const;
export type ClaimReportState = (typeof CLAIM_REPORT_STATES)[number];

/** Days after its last change a draft never sent is deleted; the client is told DRAFT_NOTICE_DAYS before. */
export const DRAFT_RETENTION_DAYS = 30;
export const DRAFT_NOTICE_DAYS = 5;
/**
 * Years after sending a report, its signed copy, photos and attachments are deleted from the Area Clienti
 * (docs/decisions/0122): the agency's core system, which received each one through the feed, is the
 * archive of record.
 */
export const SENT_REPORT_RETENTION_YEARS = 10;
/** Hours driver B has to sign, unless the agency sets CLAIM_REPORT_B_HOURS. */
export const CLAIM_REPORT_B_HOURS = 48;
/** At most this many drafts per client at once. */
export const MAX_CLAIM_DRAFTS = 10;
/** A signing code: 6 digits, valid 10 minutes, 5 wrong tries. */
export const CLAIM_CODE_MINUTES = 10;
export const CLAIM_CODE_TRIES = 5;

/** The coverages a damage report is about, among those of the policy. */
export const DAMAGE_COVERAGES = {
  water: 'Danni da acqua',
  fire: 'Incendio',
  theft: 'Furto',
  injury: 'Infortunio',
  other: 'Altro danno',
} as const;
export type DamageCoverage = keyof typeof DAMAGE_COVERAGES;
export const damageCoverage = z.enum(Object.keys(DAMAGE_COVERAGES) as [DamageCoverage, ...DamageCoverage[]]);
/** The largest estimated amount, in euro cents (10 million euro). */
export const DAMAGE_MAX_CENTS = 1_000_000_000;

/** An Italian IBAN: `IT`, 2 check digits, the CIN letter, ABI, CAB, 12 of account; ISO 7064 mod 97 = 1. */
export function isItalianIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^IT\d{2}[A-Z]\d{10}[0-9A-Z]{12}$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const char of moved) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}

/** A damage report (a policy without a plate): what happened to what the policy covers. */
export const damageData = z.object({
  kind: z.literal('damage'),
  coverage: damageCoverage.optional(),
  /** What happened. */
  description: z.string().max(4000).optional(),
  /** The date of the event (the report's event date). */
  date: claimDate.optional(),
  time: claimTime.optional(),
  place: claimPlace.optional(),
  /** Estimated amount of the damage, in euro cents. */
  estimatedCents: z.number().int().min(0).max(DAMAGE_MAX_CENTS).optional(),
  /** The police report (denuncia): the id of a file of the report (claims-files); required for a theft. */
  policeReportFileId: z.uuid().optional(),
  /** Where the indemnity is paid: an Italian IBAN (checked, CLAIMREPORT_006). */
  iban: z.string().max(40).optional(),
  /** Who the IBAN belongs to. */
  ibanHolder: z.string().max(CLAIM_TEXT.line).optional(),
  /** A person was hurt (told without health details: the branch calls; `coverage: injury` needs the consent). */
  injuries: z.boolean().optional(),
  /** The explicit consent to process health data (GDPR art. 9), asked at the step of the injuries. */
  healthConsent: z.boolean().optional(),
  /** Where and when the damaged goods can be inspected (as the CAI's, docs/decisions/0136). */
  inspection: claimInspection.optional(),
});
export type DamageData = z.infer<typeof damageData>;

/** The coverages whose report claims damage to goods an expert inspects. */
const OWN_DAMAGE_COVERAGES: (DamageCoverage | undefined)[] = ['water', 'fire', 'other'];

/** A damage report's fields still missing before it can be submitted (as `caiMissing`). */
export function damageMissing(data: DamageData): string[] {
  const missing: string[] = [];
  const need = (path: string, absent: boolean) => absent && missing.push(path);
  need('coverage', !data.coverage);
  need('description', !data.description?.trim());
  need('date', !data.date);
  need('place.town', !data.place?.town?.trim());
  need('estimatedCents', data.estimatedCents === undefined);
  need('policeReportFileId', data.coverage === 'theft' && !data.policeReportFileId);
  need('iban', !data.iban?.trim());
  // Damage to the client's own goods is claimed (not a theft, not an injury): where and when it can be
  // inspected (art. 148 CAP).
  missing.push(...inspectionMissing(data.inspection, OWN_DAMAGE_COVERAGES.includes(data.coverage)));
  return missing;
}

/** A report's content: the CAI or the damage report, told apart by `kind`. */
export const claimReportData = z.discriminatedUnion('kind', [caiData, damageData]);
export type ClaimReportData = z.infer<typeof claimReportData>;

export const claimReportMissing = (data: ClaimReportData) =>
  data.kind === 'motor' ? caiMissing(data) : damageMissing(data);

/**
 * Needs the consent to health data: the injured persons listed, or an injury coverage. Saying that someone
 * was hurt does not: without the consent no health detail is kept and the branch calls (docs/decisions/0136).
 */
export const needsHealthConsent = (data: ClaimReportData) =>
  data.kind === 'motor' ? (data.injured?.length ?? 0) > 0 : data.coverage === 'injury';

/** Injured people told of without the consent to health data: the branch is to call the client. */
export const healthDataWithheld = (data: ClaimReportData) =>
  data.injuries === true && data.healthConsent !== true;

/** A report's id. */
export const claimReportId = z.uuid();

/** A policy the client may report a claim on, for the date asked. */
export const claimReportPolicy = z.object({
  dossierId: z.number(),
  numeroPolizza: z.string(),
  prodotto: z.string(),
  kind: claimReportKind,
  targa: z.string().nullable(),
  marca: z.string().nullable(),
  modello: z.string().nullable(),
  dataInizio: z.string().nullable(),
  dataScadenza: z.string().nullable(),
  /** For a damage report: the coverages of the policy it can be about (`other` always). */
  coverages: z.array(damageCoverage),
  /**
   * The roadside-assistance number when the policy covers it (its coverage's own number, or the agency's
   * CLAIM_ROADSIDE_PHONE): the start page offers it as a `tel:` link (issue 34 item 5).
   */
  roadsidePhone: z.string().nullable(),
});
export type ClaimReportPolicy = z.infer<typeof claimReportPolicy>;

export const CLAIM_EVENT_TYPES = [
  /** Signed by A and sent to the agency. */
  'sent',
  /** Driver B signed from the link. */
  'signedB',
  /** Driver B did not sign in time: the report went on signed by A alone. */
  'signedAOnly',
  /** The agency took it in (its inbox). */
  'received',
  /** The agency opened the claim: `text` holds its number. */
  'claimOpened',
  /** The claim's status changed (from the agency's feed): `text` holds it. */
  'status',
  /** Documents were added: `text` holds how many. */
  'documentsAdded',
  /** The client added a file to the sent report (decisions/0140): `text` holds what it is and its name. */
  'fileAdded',
  /** The branch wrote in the report's thread (the text is in the thread). */
  'branchMessage',
  /** The branch asked for documents: `text` holds what it asked for. */
  'documentsRequested',
  /** Driver B did not agree ("Non concordo"): `text` holds B's reason (docs/decisions/0134). */
  'declinedB',
  /** Driver B corrected B's sections: A is to accept them or not. */
  'correctedB',
  /** A accepted B's corrections (and signs the new document), or did not. */
  'correctionAccepted',
  'correctionRejected',
  /** The agency took the report in charge (the console's desk, decisions/0142). */
  'takenInCharge',
  /** The agency closed the report: `text` holds the reason. */
  'closed',
  /** A staff member linked the report to the agency's claim by hand: `text` holds its number. */
  'claimLinked',
] as const;
export type ClaimEventType = (typeof CLAIM_EVENT_TYPES)[number];
export const claimReportEvent = z.object({
  at: z.string(),
  type: z.enum(CLAIM_EVENT_TYPES),
  text: z.string().nullable(),
});
export type ClaimReportEvent = z.infer<typeof claimReportEvent>;

/**
 * What driver B's signature stands at: `declined` B did not agree (signed by A alone), `corrected` B's
 * corrections wait for A (docs/decisions/0134).
 */
export const counterpartState = z.enum(COUNTERPART_OUTCOMES);

/** A report as its list shows it. */
export const claimReportSummary = z.object({
  reportId: claimReportId,
  kind: claimReportKind,
  state: z.enum(CLAIM_REPORT_STATES),
  dossierId: z.number(),
  numeroPolizza: z.string(),
  prodotto: z.string(),
  eventDate: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sentAt: z.string().nullable(),
  /** A draft's deletion day (DRAFT_RETENTION_DAYS after its last change), null once sent. */
  purgeOn: z.string().nullable(),
  /** The claim the agency opened for it (getSinistro), and its number. */
  sinistroId: z.number().nullable(),
  numeroSinistro: z.string().nullable(),
});
export type ClaimReportSummary = z.infer<typeof claimReportSummary>;

/** A report whole. */
export const claimReportView = claimReportSummary.extend({
  /** Bumped by every save: a save must send the version it started from (CLAIMREPORT_003). */
  version: z.number().int(),
  data: claimReportData,
  /** SHA-256 (hex) of the document submitted for signing, then of the signed document. */
  sha256: z.string().nullable(),
  counterpart: counterpartState,
  /** Until when driver B may sign (`awaitingB`). */
  counterpartDeadline: z.string().nullable(),
  timeline: z.array(claimReportEvent),
  /** B's corrections, B's sections before and after (`bCorrected`, and after A answered them). */
  correction: counterpartCorrection.nullable().optional(),
});
export type ClaimReportView = z.infer<typeof claimReportView>;

// Requests and replies (the rows are in endpoints/claim-report.ts)

/**
 * What happened, when the client says it first: only the policies that can cover it are offered (issue 34
 * item 5). `accident`: a road accident, on a motor policy; `home`: water, fire or theft; `injury`: an injury.
 */
export const CLAIM_EVENTS = {
  accident: 'Un incidente stradale',
  home: 'Un danno alla casa o ai beni (acqua, incendio, furto)',
  injury: 'Un infortunio',
} as const;
export type ClaimEvent = keyof typeof CLAIM_EVENTS;
export const claimReportPoliciesRequest = z.object({
  eventDate: claimDate,
  event: z.enum(Object.keys(CLAIM_EVENTS) as [ClaimEvent, ...ClaimEvent[]]).optional(),
});
export const claimReportPoliciesReply = okReply({ policies: z.array(claimReportPolicy) });

export const createClaimReportRequest = z.object({ dossierId: entityId, eventDate: claimDate });
export const claimReportReply = okReply({ report: claimReportView });
export type ClaimReportReply = z.infer<typeof claimReportReply>;

export const saveClaimReportRequest = z.object({
  reportId: claimReportId,
  version: z.number().int().min(0).max(MAX_SERIAL_ID),
  data: claimReportData,
});
export const claimReportIdRequest = z.object({ reportId: claimReportId });
export const claimReportVersionRequest = claimReportIdRequest.extend({
  version: z.number().int().min(0).max(MAX_SERIAL_ID),
});
export const claimReportsReply = okReply({ reports: z.array(claimReportSummary) });
export const deleteClaimReportReply = okReply({ deleted: z.literal(true) });

/** A code was sent to sign the document whose SHA-256 is `sha256`. */
export const claimReportCodeReply = okReply({
  report: claimReportView,
  sha256: z.string(),
  /** The mobile the code went to, masked: `+39 *** *** 4567`. */
  sentTo: z.string(),
  expiresAt: z.string(),
});
export const claimReportCode = z.string().regex(/^\d{6}$/);
export const confirmClaimReportRequest = claimReportIdRequest.extend({ code: claimReportCode });

/** Driver B's link: `PUBLIC_URL/firma-constatazione/<token>` (43 characters of base64url). */
export const signToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
export const signLinkRequest = z.object({ token: signToken });
export const signLinkReply = okReply({
  eventDate: z.string(),
  place: z.string().nullable(),
  plateA: z.string().nullable(),
  plateB: z.string().nullable(),
  sha256: z.string(),
  deadline: z.string(),
  ...counterpartStep.shape,
});
/**
 * B's code asked: with the FEA service terms' version B accepted on B's page (DPCM 22/02/2013 art. 57 c.1
 * lett. a); without it, and none accepted before on this report, FEATERMS_001.
 */
export const signLinkCodeRequest = signLinkRequest.extend({ feaTermsVersion: z.string().max(20).optional() });
export const signLinkCodeReply = okReply({ sentTo: z.string(), expiresAt: z.string() });
export const signAsBRequest = signLinkRequest.extend({ code: claimReportCode });
/**
 * B's signature done: B's own copy of the signed document, inline (B has no account, and the used link opens
 * nothing again, so this reply is B's one moment to take it; decisions/0120).
 */
export const signAsBReply = okReply({
  signed: z.literal(true),
  copy: z.object({ name: z.string(), sha256: z.string(), pdfBase64: z.string() }),
});

/** The console: reports arrived, newest first, `after` the previous page's `next`. */
export const claimReportInboxRequest = z.object({
  after: z.number().int().min(1).max(MAX_SERIAL_ID).optional(),
  limit: z.number().int().min(1).max(100).optional(),
});
export const claimReportInboxItem = claimReportSummary.extend({
  feedSeq: z.number(),
  clientName: z.string(),
  userId: z.string(),
  /** The client's id in the agency's feed (the console's client page), null once the feed removed the client. */
  clientId: z.string().nullable(),
  /** Driver B's signature of a CAI: none asked, waiting, signed, or the time ran out (signed by A alone). */
  counterpart: counterpartState,
  /** When the agency took the report in (its PDF opened in the console, or pulled by the feed). */
  receivedAt: z.string().nullable(),
});
export type ClaimReportInboxItem = z.infer<typeof claimReportInboxItem>;
export const claimReportInboxReply = okReply({
  reports: z.array(claimReportInboxItem),
  next: z.number().nullable(),
});
/** The outbound feed: the reports sent after `since` (a `feedSeq`), as JSON Lines. */
export const claimReportFeedRequest = z.object({
  since: z.number().int().min(0).max(MAX_SERIAL_ID).optional(),
  limit: z.number().int().min(1).max(1000).optional(),
});
/** One line of the feed. */
export const claimReportFeedLine = z.object({
  feedSeq: z.number(),
  reportId: claimReportId,
  kind: claimReportKind,
  userId: z.string(),
  clientId: z.number(),
  numeroPolizza: z.string(),
  eventDate: z.string(),
  sentAt: z.string(),
  signedBy: z.enum(['A', 'A+B']),
  sha256: z.string(),
  data: claimReportData,
  /** Injured people told of without the consent to health data: the branch must call the client. */
  healthDataWithheld: z.boolean().optional(),
  /** The report's photos and attachments, each fetched by `getStaffClaimReportFile` (decisions/0120). */
  files: z.array(claimReportFile),
  /** The signatures' evidence: times and channels, B's identity and outcome (issue 34 item 8). */
  evidence: feedEvidence,
});
export type ClaimReportFeedLine = z.infer<typeof claimReportFeedLine>;
export const staffClaimReportRequest = claimReportIdRequest;
