import { z } from 'zod';
import { type ClientAddress, clientAddress } from './address.js';
import { okReply } from './envelope.js';

/*
 * One's own data changed in one's area (issue 35 item 2, docs/decisions/0145 and 0146): the account's
 * e-mail (a code to the new address), the residential and postal address, the bank details (always a
 * request the agency confirms) and paperless documents, each behind the step-up.
 */

/**
 * The IBAN's length in each country of the SEPA area (EPC's register): a length that is not its country's,
 * or a country outside the list, is OWNDATA_002; the check digits (ISO 13616, mod 97) are OWNDATA_003.
 */
export const SEPA_IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

/** An IBAN as typed, without spaces, in capitals. */
export const compactIban = (raw: string) => raw.replace(/\s+/g, '').toUpperCase();

/** The remainder of the IBAN's number (country and check digits moved to the end, letters as 10–35) by 97. */
function mod97(iban: string): number {
  let remainder = 0;
  for (const ch of iban.slice(4) + iban.slice(0, 4)) {
    const digits = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** What is wrong with an IBAN: its length for its country (or a country outside SEPA), or its check. */
export function ibanProblem(raw: string): 'length' | 'check' | null {
  const iban = compactIban(raw);
  const expected = SEPA_IBAN_LENGTHS[iban.slice(0, 2)];
  if (expected === undefined || iban.length !== expected) return 'length';
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban) || mod97(iban) !== 1) return 'check';
  return null;
}

/** What a client changes in their area. */
export const OWN_DATA_KINDS = ['email', 'residenza', 'recapito', 'iban', 'paperless'] as const;
export const ownDataKind = z.enum(OWN_DATA_KINDS);
export type OwnDataKind = z.infer<typeof ownDataKind>;

/**
 * Where a change stands (docs/decisions/0145): `applied` shown to the client and waiting for the agency's
 * feed to carry it; `requested` a request the agency confirms; `settled` the feed carries it (or, paperless,
 * nothing to wait for); `replaced` a later change of the same kind came before it settled.
 */
export const OWN_DATA_STATES = ['applied', 'requested', 'settled', 'replaced'] as const;
export const ownDataState = z.enum(OWN_DATA_STATES);
export type OwnDataState = z.infer<typeof ownDataState>;

/** Whether the agency applies a change of e-mail or address at once, or keeps it as a request it confirms. */
export const ownDataMode = z.enum(['apply', 'request']);
export type OwnDataMode = z.infer<typeof ownDataMode>;

/** The address a client writes (places' `clientAddress`): Italian, checked against ISTAT's list, or foreign. */
export type OwnAddress = ClientAddress;
/** An address as the page shows it. */
export const shownAddress = z.object({
  indirizzo: z.string(),
  cap: z.string(),
  comune: z.string(),
  provincia: z.string(),
  country: z.string(),
});
export const addressKind = z.enum(['residenza', 'recapito']);
export type AddressKind = z.infer<typeof addressKind>;

export const ownDataRequest = z.object({});
export const startEmailChangeRequest = z.object({ email: z.string().trim().max(254).pipe(z.email()) });
export const confirmEmailChangeRequest = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
export const changeAddressRequest = z.object({ tipo: addressKind, indirizzo: clientAddress });
export const changeIbanRequest = z.object({ iban: z.string().trim().min(1).max(50) });
export const setPaperlessRequest = z.object({ online: z.boolean() });

/** A change the client made, as the client (and the feed) sees it: an IBAN only masked. */
export const ownDataChange = z.object({
  id: z.number(),
  kind: ownDataKind,
  value: z.string(),
  state: ownDataState,
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  /** The agency's request number when the change went to it as a request. */
  requestId: z.string().nullable(),
});
export type OwnDataChange = z.infer<typeof ownDataChange>;

/** The page "I tuoi dati e recapiti": what the client sees now, their own changes winning while pending. */
export const ownDataReply = okReply({
  email: z.string(),
  /** The new address a code was sent to, not yet confirmed. */
  emailPending: z.string().nullable(),
  cellulare: z.string().nullable(),
  residenza: shownAddress.nullable(),
  recapito: shownAddress.nullable(),
  /** The IBAN the client last asked for, masked; the policies' own are on each policy's page. */
  iban: z.string().nullable(),
  paperless: z.boolean(),
  /** The agency's choice for each kind (configuration: OWN_DATA_EMAIL_MODE, OWN_DATA_ADDRESS_MODE). */
  modes: z.object({ email: ownDataMode, indirizzo: ownDataMode }),
  /** The changes not yet settled, newest first. */
  pending: z.array(ownDataChange),
});
export type OwnDataReply = z.infer<typeof ownDataReply>;

export const ownDataChangeReply = okReply({ change: ownDataChange });

/** The outbound feed (JSON Lines), after the sequence `since`. */
export const ownDataFeedRequest = z.object({
  since: z.number().int().min(0).max(2_147_483_647).optional(),
  limit: z.number().int().min(1).max(1000).optional(),
});
/** One line of the feed, and the webhook's body. */
export interface OwnDataFeedLine {
  feedSeq: number;
  changeId: number;
  /** The client's id in the agency's feed. */
  clientId: string;
  userCode: string | null;
  kind: OwnDataKind;
  /** The new value (an address as JSON; an IBAN masked: whole only in the console behind the step-up). */
  value: string;
  previousValue: string | null;
  state: OwnDataState;
  createdAt: string;
  requestId: string | null;
}

/** A change as the console's page of a client shows it: the client's value beside the feed's. */
export const staffOwnDataChange = ownDataChange.extend({
  previousValue: z.string().nullable(),
  /** What the agency's last import says, when it differs from the client's value. */
  feedValue: z.string().nullable(),
});
export type StaffOwnDataChange = z.infer<typeof staffOwnDataChange>;
export const ownDataIbanRequest = z.object({
  clientId: z.string().min(1).max(64),
  changeId: z.number().int().min(1).max(2_147_483_647),
});
