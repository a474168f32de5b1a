/** Claims reported online by clients (issue 22): the CAI or a damage report, from draft to the claim. */
import type {
  CaiSide,
  ClaimEventType,
  ClaimReportData,
  ClaimReportKind,
  ClaimReportState,
  CounterpartOutcome,
} from '@area-clienti/contract';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { clients } from './agency.js';
import { isoDate } from './columns.js';
import { dossiers } from './policies.js';

/** The order in which reports reach the agency's outbound feed (its cursor, `feedSeq`). */
export const claimReportFeedSequence = pgSequence('claim_report_feed_seq', { startWith: 1 });

/** One signature of a report (FEA evidence, docs/decisions/0111): who, when, which document, which channel. */
export interface ClaimSignatureEvidence {
  signer: 'A' | 'B';
  /** A's account (user code); B has none. */
  userCode: string | null;
  /** A's tax code, from the agency's record (the evidence page names the signer by it); B's is not asked. */
  taxCode?: string | null;
  name: string;
  at: string;
  /** SHA-256 (hex) of the document the code signed. */
  sha256: string;
  channel: 'sms';
  /** The mobile the code went to, masked. */
  sentTo: string;
  ipAddress: string;
  userAgent: string | null;
  /** B's: when the code was sent, and B's e-mail (masked) when B was also reached by e-mail (issue 34). */
  codeSentAt?: string | null;
  emailTo?: string | null;
}

/**
 * Driver B's own record, kept beside the report's data (never in it, docs/decisions/0134): who B said B is,
 * when, from where; B's refusal and its reason; B's corrections (B's sections before and after) and A's answer.
 */
export interface CounterpartRecord {
  identity?: {
    name: string;
    surname: string;
    birthDate: string;
    /** Null for a B with no Italian tax code who gave none. */
    taxCode: string | null;
    italian: boolean;
    licenceNumber: string;
    confirmedAt: string;
    ipAddress: string | null;
    userAgent: string | null;
    /**
     * The hash of the link B confirmed it on: a new link (after A accepted B's corrections) asks B again
     * (docs/decisions/0134). Absent on identities confirmed before it was kept.
     */
    linkHash?: string;
  };
  /** B's acceptance of the FEA service terms, before any code (DPCM 22/02/2013 art. 57 c.1 lett. a). */
  feaTerms?: { version: string; acceptedAt: string };
  /** When the last code was sent to B. */
  codeSentAt?: string;
  declined?: { at: string; reason: string };
  correction?: {
    at: string;
    before: CaiSide;
    after: CaiSide;
    /** A's answer: accepted (A signs the corrected document again) or rejected (sent by A alone). */
    answer?: { at: string; accepted: boolean; by: 'A' | 'deadline' };
  };
}

export const claimReports = pgTable(
  'claim_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** Null once the agency's feed removed the policy: a sent report stays, with its number below. */
    dossierId: integer('dossier_id').references(() => dossiers.id, { onDelete: 'set null' }),
    /** The policy as it was when the report was made (the dossier may be refreshed later). */
    numeroPolizza: text('numero_polizza').notNull(),
    prodotto: text('prodotto').notNull(),
    kind: text('kind').$type<ClaimReportKind>().notNull(),
    state: text('state').$type<ClaimReportState>().notNull().default('draft'),
    /** Bumped by every save: a save from a stale copy (another device) is refused. */
    version: integer('version').notNull().default(0),
    eventDate: isoDate('event_date').notNull(),
    data: jsonb('data').$type<ClaimReportData>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** When the client was told the draft will be deleted (DRAFT_NOTICE_DAYS before). */
    purgeNoticeAt: timestamp('purge_notice_at', { withTimezone: true }),
    /** The document submitted for signing (FileStorage id) and its SHA-256 (hex). */
    pdfFileId: text('pdf_file_id'),
    sha256: text('sha256'),
    signedAAt: timestamp('signed_a_at', { withTimezone: true }),
    /** The document as it reached the agency, signed (and its SHA-256). */
    signedPdfFileId: text('signed_pdf_file_id'),
    signedSha256: text('signed_sha256'),
    signatures: jsonb('signatures').$type<ClaimSignatureEvidence[]>().notNull().default([]),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    feedSeq: integer('feed_seq').unique(),
    /** When the agency took it in (its core system pulled the feed, or the console opened it). */
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** Driver B: reached at, the link's hash, until when, the code sent to B, and B's signature. */
    counterpart: text('counterpart').$type<CounterpartOutcome>().notNull().default('none'),
    bMobile: text('b_mobile'),
    bEmail: text('b_email'),
    bTokenHash: text('b_token_hash').unique(),
    bDeadline: timestamp('b_deadline', { withTimezone: true }),
    bCodeHash: text('b_code_hash'),
    bCodeExpiresAt: timestamp('b_code_expires_at', { withTimezone: true }),
    bCodeFailures: integer('b_code_failures').notNull().default(0),
    bSignedAt: timestamp('b_signed_at', { withTimezone: true }),
    /** B's identity, refusal, corrections (issue 34, docs/decisions/0134). */
    bParty: jsonb('b_party').$type<CounterpartRecord>().notNull().default({}),
    /** The claim the agency opened for it (a feed's sinistro on that policy and date). */
    sinistroId: integer('sinistro_id'),
    numeroSinistro: text('numero_sinistro'),
    // The agency's desk (issue 34 item 7, docs/decisions/0142): who has it, taken in charge, closed, the link.
    /** The staff account the report is assigned to. */
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** "Presa in carico": when and by whom (user code). */
    takenAt: timestamp('taken_at', { withTimezone: true }),
    takenBy: text('taken_by'),
    /** "Chiusa": when, by whom, why (shown to the client). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: text('closed_by'),
    closeReason: text('close_reason'),
    /** How the claim was linked: by the date on the policy (`auto`, a proposal) or by a staff member (`staff`). */
    linkSource: text('link_source').$type<'auto' | 'staff'>(),
    /** The staff member who linked the claim or confirmed the automatic link, and when. */
    linkConfirmedBy: text('link_confirmed_by'),
    linkConfirmedAt: timestamp('link_confirmed_at', { withTimezone: true }),
    /**
     * Since when the client's messages wait for the branch: set by the client's first message after the
     * branch last wrote, cleared by the branch's message or request (the desk's marker and filter, decisions/0142).
     */
    clientWroteAt: timestamp('client_wrote_at', { withTimezone: true }),
    /** What the console's list filters by: closed, taken, else the report's state (a stored generated column). */
    deskStatus: text('desk_status')
      .$type<ClaimReportState | 'taken' | 'closed'>()
      .generatedAlwaysAs(
        sql`case when closed_at is not null then 'closed' when taken_at is not null then 'taken' else state end`,
      ),
  },
  (t) => [
    index('claim_reports_user_idx').on(t.userId, t.updatedAt),
    index('claim_reports_state_idx').on(t.state, t.updatedAt),
    index('claim_reports_dossier_idx').on(t.dossierId, t.eventDate),
    // The console's list: newest first (feed_seq) within each filter (docs/decisions/0142).
    index('claim_reports_desk_status_idx').on(t.deskStatus, t.feedSeq),
    index('claim_reports_assignee_idx').on(t.assigneeId, t.feedSeq),
    index('claim_reports_kind_feed_idx').on(t.kind, t.feedSeq),
    index('claim_reports_event_date_feed_idx').on(t.eventDate, t.feedSeq),
    // The few reports whose client's messages wait for the branch, newest first.
    index('claim_reports_client_wrote_feed_idx').on(t.feedSeq).where(sql`client_wrote_at is not null`),
  ],
);

/** What happened to a report after it was sent: its timeline. */
export const claimReportEvents = pgTable(
  'claim_report_events',
  {
    id: serial('id').primaryKey(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => claimReports.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    type: text('type').$type<ClaimEventType>().notNull(),
    text: text('text'),
  },
  (t) => [index('claim_report_events_report_idx').on(t.reportId, t.at)],
);

/**
 * The thread of a sent report between the client and the branch (docs/decisions/0140): messages, and the
 * branch's requests for documents, open until the client uploads a file for them.
 */
export const claimReportMessages = pgTable(
  'claim_report_messages',
  {
    id: serial('id').primaryKey(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => claimReports.id, { onDelete: 'cascade' }),
    author: text('author').$type<'client' | 'branch'>().notNull(),
    /** The staff account that wrote it (the branch's side); never shown to the client. */
    staffUserId: integer('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<'message' | 'documentRequest'>().notNull(),
    text: text('text').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** A request answered: when, and the file (claim_report_files, module claim-report-files). */
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    fulfilledFileId: uuid('fulfilled_file_id'),
  },
  (t) => [
    index('claim_report_messages_report_idx').on(t.reportId, t.id),
    index('claim_report_messages_staff_idx').on(t.staffUserId),
  ],
);
