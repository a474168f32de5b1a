import { z } from 'zod';
import { failedDelivery } from './admin.js';
import { claimReportKind } from './claim-report.js';
import { claimDeskStatus } from './claim-report-desk.js';
import { accountState } from './client-search.js';
import { documento, entityId } from './data.js';
import { bodyUserId, okReply } from './envelope.js';
import { inboxState } from './inbox.js';
import { myDataExport } from './my-data.js';
import { staffOwnDataChange } from './own-data.js';
import { staffPayment } from './payments-staff.js';

/** The client's id in the agency's feed, as the search answers it. */
const agencyClientId = z.string().trim().min(1).max(64);

/**
 * The console's page of a client (issue 21 item 2, docs/decisions/0096), read only: what the client sees
 * in the area (anagrafica, policies, claims, documents) and what the house keeps of their account
 * (consents with their history, accesses, contact requests), read by the same readers as the client's own
 * "Scarica i miei dati", for the client the staff opened. `account` is null for a client without one.
 */
export const clientFileRequest = z.object({ userID: bodyUserId, clientId: agencyClientId });

/**
 * The whole IBAN of one of the client's policies (getClientIban): the page sends it masked; the whole one
 * needs the staff member's step-up and is audited, as the client's own (decisions/0092, 0132).
 */
export const clientIbanRequest = z.object({
  userID: bodyUserId,
  clientId: agencyClientId,
  dossierId: entityId,
});

export const clientFileReply = okReply({
  clientId: z.string(),
  accountState,
  /** Each policy's `iban` masked (`maskIban`): the whole one from getClientIban, behind a step-up. */
  ...myDataExport.omit({
    formato: true,
    versione: true,
    generatoIl: true,
    account: true,
    modificheDati: true,
  }).shape,
  account: myDataExport.shape.account.nullable(),
  /**
   * The messages to the client's e-mail and mobile the delivery queue still holds (sent ones for a day),
   * newest first: their state, and a resend for a failed one (docs/decisions/0108).
   */
  deliveries: z.array(failedDelivery),
  /** The client's own changes, newest first: the feed's value beside each while they differ (decisions/0145). */
  modificheCliente: z.array(staffOwnDataChange),
  /** The client's payments taken online, newest first, each with the feed's disagreement (decisions/0153). */
  pagamenti: z.array(staffPayment),
  /** The client's branch: its id in the feed and its name; null for a client of no branch (issue 37). */
  filiale: z.object({ id: z.string(), nome: z.string() }).nullable(),
  /** The requests of the client's account as the inbox holds them, newest first, each opened by its `id`. */
  richieste: z.array(
    z.object({
      id: z.number().int(),
      numero: z.string(),
      data: z.string(),
      oggetto: z.string(),
      stato: inboxState,
    }),
  ),
  /** The claim reports the client sent, newest first, each opened at the desk by its `reportId`. */
  denunce: z.array(
    z.object({
      reportId: z.string(),
      kind: claimReportKind,
      eventDate: z.string(),
      sentAt: z.string().nullable(),
      deskStatus: claimDeskStatus,
    }),
  ),
});
export type ClientFileReply = z.infer<typeof clientFileReply>;

/** The documents of a client's page a call answers at most (its `limit`'s default and top). */
export const CLIENT_DOCUMENTS_PAGE = 20;

/**
 * The client's documents a page at a time (issue 37 item 6), newest first by id: `after` is the previous
 * page's `next` (keyset), null when there is no more.
 */
export const clientDocumentsRequest = z.object({
  userID: bodyUserId,
  clientId: agencyClientId,
  after: entityId.optional(),
  limit: z.number().int().min(1).max(CLIENT_DOCUMENTS_PAGE).optional(),
});
export const clientDocumentsReply = okReply({
  documenti: z.array(documento),
  next: z.number().int().nullable(),
});

/** One of the client's documents, its file as the client downloads it. */
export const clientDocumentFileRequest = z.object({
  userID: bodyUserId,
  clientId: agencyClientId,
  documentID: entityId,
});
