import { z } from 'zod';
import { CLAIM_TEXT, caiSide, claimDate } from './claim-report-cai.js';
import { codiceFiscaleCheckCharacter, isValidCodiceFiscale } from './domain.js';
import { okReply } from './envelope.js';
import { ITALIAN_MOBILE } from './onboarding.js';

/**
 * Driver B as a signer (issue 34 item 1, docs/decisions/0134): B's own mobile (Italian or foreign, E.164),
 * who B says B is (checked before a code is sent), B's refusal, and B's corrections of B's own sections.
 * Kept apart from the CAI's data (claim-report-cai.ts): B's identity is evidence, not the report.
 */

/**
 * B's mobile in E.164 (`+447911123456`), or null when it is not one. Spaces, dots, dashes and brackets are
 * ignored; `00` stands for `+`; a number without a prefix is Italian and must be an Italian mobile (3xx…),
 * as must one with `+39`. Any other country: `+`, its code and 8 to 15 digits in all (ITU-T E.164).
 */
export function e164Mobile(raw: string): string | null {
  const compact = raw.replace(/[\s.()-]/g, '').replace(/^00/, '+');
  if (!compact.startsWith('+')) return ITALIAN_MOBILE.test(compact) ? `+39${compact}` : null;
  if (compact.startsWith('+39')) return ITALIAN_MOBILE.test(compact) ? compact : null;
  return /^\+[1-9]\d{7,14}$/.test(compact) ? compact : null;
}

/** The longest reason B may give for not agreeing; the shortest. */
export const DECLINE_REASON_MAX = 1000;
export const DECLINE_REASON_MIN = 10;

const SHORT = CLAIM_TEXT.short;
const NAME = CLAIM_TEXT.name;
/** B's identity as typed: bounded texts, checked by `identityProblem` (a field's code, not a 400 of shape). */
export const counterpartIdentity = z.object({
  name: z.string().max(NAME),
  surname: z.string().max(NAME),
  birthDate: z.string().max(10),
  /** B holds an Italian tax code: it is then required and checked against the name and birth date. */
  italian: z.boolean(),
  taxCode: z.string().max(SHORT).optional(),
  licenceNumber: z.string().max(SHORT),
});
export type CounterpartIdentity = z.infer<typeof counterpartIdentity>;

const VOWELS = /[AEIOU]/g;
const lettersOf = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
const pad3 = (value: string) => `${value}XXX`.slice(0, 3);
/** The three letters of a surname in a codice fiscale: its consonants, then its vowels, then X. */
export function surnameCode(surname: string): string {
  const letters = lettersOf(surname);
  return pad3(letters.replace(VOWELS, '') + letters.replace(/[^AEIOU]/g, ''));
}
/** The three letters of a name: as a surname's, but the 1st, 3rd and 4th consonant when it has four or more. */
export function nameCode(name: string): string {
  const letters = lettersOf(name);
  const consonants = letters.replace(VOWELS, '');
  if (consonants.length >= 4) return `${consonants[0]}${consonants[2]}${consonants[3]}`;
  return pad3(consonants + letters.replace(/[^AEIOU]/g, ''));
}
const MONTHS = 'ABCDEHLMPRST';
const OMOCODIA = 'LMNPQRSTUV';
/** A codice fiscale with the letters that replace digits in a homonym's code (omocodia) turned back to digits. */
const undoOmocodia = (code: string) =>
  [...code]
    .map((char, index) =>
      [6, 7, 9, 10, 12, 13, 14].includes(index) && OMOCODIA.includes(char)
        ? String(OMOCODIA.indexOf(char))
        : char,
    )
    .join('');

/**
 * The tax code agrees with the surname, name and birth date (`YYYY-MM-DD`): the first 11 characters (the
 * birth day may be a woman's, plus 40). The place of birth is not asked of B, so not checked.
 */
export function codiceFiscaleMatches(
  taxCode: string,
  person: { name: string; surname: string; birthDate: string },
): boolean {
  const code = undoOmocodia(taxCode.toUpperCase());
  const [year, month, day] = person.birthDate.split('-').map(Number) as [number, number, number];
  const dayOf = Number(code.slice(9, 11));
  return (
    code.slice(0, 3) === surnameCode(person.surname) &&
    code.slice(3, 6) === nameCode(person.name) &&
    code.slice(6, 8) === String(year % 100).padStart(2, '0') &&
    code[8] === MONTHS[month - 1] &&
    (dayOf === day || dayOf === day + 40)
  );
}

/** The field of B's identity that is wrong, and why: `format`, `checkCharacter`, `mismatch`. */
export interface IdentityProblem {
  field: keyof CounterpartIdentity;
  kind: 'missing' | 'format' | 'checkCharacter' | 'mismatch';
}

/** A real day, in the past, no more than 120 years ago, of someone at least 14 (who may drive a moped). */
function validBirthDate(value: string, today: string): boolean {
  if (!claimDate.safeParse(value).success) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (date.toISOString().slice(0, 10) !== value) return false;
  const year = Number(today.slice(0, 4));
  const at = (years: number) => `${String(year - years).padStart(4, '0')}-${today.slice(5)}`;
  return value <= at(14) && value >= at(120);
}

/** What is wrong with B's identity as typed (the first problem, in the form's order), or null. */
export function identityProblem(identity: CounterpartIdentity, today: string): IdentityProblem | null {
  const nameLike = /^[\p{L}' .-]{2,}$/u;
  if (!identity.name.trim()) return { field: 'name', kind: 'missing' };
  if (!nameLike.test(identity.name.trim())) return { field: 'name', kind: 'format' };
  if (!identity.surname.trim()) return { field: 'surname', kind: 'missing' };
  if (!nameLike.test(identity.surname.trim())) return { field: 'surname', kind: 'format' };
  if (!identity.birthDate) return { field: 'birthDate', kind: 'missing' };
  if (!validBirthDate(identity.birthDate, today)) return { field: 'birthDate', kind: 'format' };
  const taxCode = identity.taxCode?.trim().toUpperCase() ?? '';
  if (identity.italian) {
    if (!taxCode) return { field: 'taxCode', kind: 'missing' };
    if (taxCode.length !== 16 || !/^[A-Z0-9]{16}$/.test(taxCode)) return { field: 'taxCode', kind: 'format' };
    if (!isValidCodiceFiscale(taxCode)) {
      const pattern = isValidCodiceFiscale(taxCode.slice(0, 15) + codiceFiscaleCheckCharacter(taxCode));
      return { field: 'taxCode', kind: pattern ? 'checkCharacter' : 'format' };
    }
    if (!codiceFiscaleMatches(taxCode, identity)) return { field: 'taxCode', kind: 'mismatch' };
  } else if (taxCode && !/^[A-Z0-9 ./-]{4,}$/.test(taxCode)) {
    return { field: 'taxCode', kind: 'format' };
  }
  const licence = identity.licenceNumber.trim().toUpperCase();
  if (!licence) return { field: 'licenceNumber', kind: 'missing' };
  if (!/^[A-Z0-9][A-Z0-9 -]{3,}[A-Z0-9]$/.test(licence)) return { field: 'licenceNumber', kind: 'format' };
  return null;
}

/** What B's link shows beside the report's facts: B's identity once confirmed, and what B may do. */
export const counterpartStep = z.object({
  /** B confirmed who B is (the code can then be sent). */
  identityConfirmed: z.boolean(),
  /** B's sections as A wrote them, for B to correct. */
  vehicleB: caiSide.nullable(),
});

export const confirmIdentityRequest = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  identity: counterpartIdentity,
});
export const confirmIdentityReply = okReply({ identityConfirmed: z.literal(true) });

export const declineAsBRequest = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  reason: z.string().max(DECLINE_REASON_MAX * 2),
});
export const declineAsBReply = okReply({ declined: z.literal(true) });

export const correctAsBRequest = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  vehicleB: caiSide,
});
export const correctAsBReply = okReply({ corrected: z.literal(true) });

/** B's outcome as the feed and the console say it. */
export const COUNTERPART_OUTCOMES = [
  'none',
  'waiting',
  'signed',
  'declined',
  'corrected',
  'expired',
] as const;
export type CounterpartOutcome = (typeof COUNTERPART_OUTCOMES)[number];

/** A's view of B's corrections: B's sections before and after, while A decides. */
export const counterpartCorrection = z.object({
  before: caiSide,
  after: caiSide,
  at: z.string(),
});
export type CounterpartCorrection = z.infer<typeof counterpartCorrection>;

/** The signatures' evidence, as the feed line gives it (times, channels, B's outcome). */
export const signatureEvidenceLine = z.object({
  signer: z.enum(['A', 'B']),
  at: z.string(),
  sha256: z.string(),
  channel: z.literal('sms'),
  sentTo: z.string(),
  /** B's e-mail, masked, when B was also reached by e-mail. */
  emailTo: z.string().nullable(),
});
export const feedEvidence = z.object({
  signatures: z.array(signatureEvidenceLine),
  counterpart: z.enum(COUNTERPART_OUTCOMES),
  /** B's identity as B confirmed it (null when B did not). */
  identityB: z
    .object({
      name: z.string(),
      surname: z.string(),
      birthDate: z.string(),
      taxCode: z.string().nullable(),
      licenceNumber: z.string(),
      confirmedAt: z.string(),
    })
    .nullable(),
  declinedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  correctedAt: z.string().nullable(),
  /** A's answer to B's corrections: accepted (then signed by both), not (signed by A alone), null none yet. */
  correctionAccepted: z.boolean().nullable(),
  /** The FEA service terms B accepted on B's page before the code: their version and when (null: none). */
  feaTermsB: z.object({ version: z.string(), acceptedAt: z.string() }).nullable(),
});
export type FeedEvidence = z.infer<typeof feedEvidence>;

/** The sections of a vehicle's side, as the CAI names them (for B's corrections side by side). */
export const SIDE_SECTION_LABELS: Record<string, string> = {
  policyholder: 'Contraente / assicurato',
  vehicle: 'Veicolo',
  insurer: 'Compagnia di assicurazione',
  driver: 'Conducente',
  firstImpact: 'Punto d’urto iniziale',
  visibleDamage: 'Danni visibili',
  circumstances: 'Circostanze',
  remarks: 'Osservazioni',
};
const FIELD_LABELS: Record<string, string> = {
  surname: 'Cognome',
  name: 'Nome',
  address: 'Indirizzo',
  postcode: 'CAP',
  country: 'Stato',
  phone: 'Telefono',
  email: 'E-mail',
  make: 'Marca',
  model: 'Modello',
  plate: 'Targa',
  registrationCountry: 'Stato di immatricolazione',
  policyNumber: 'Numero di polizza',
  greenCard: 'Carta verde',
  validFrom: 'Valida dal',
  validTo: 'Valida al',
  agency: 'Agenzia',
  ownDamageCovered: 'Danni al proprio veicolo coperti',
  birthDate: 'Data di nascita',
  licenceNumber: 'Numero della patente',
  licenceCategory: 'Categoria della patente',
  licenceValidUntil: 'Patente valida fino al',
  taxCode: 'Codice fiscale',
};

const shown = (value: unknown): string => {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value === 'boolean') return value ? 'sì' : 'no';
  if (Array.isArray(value)) return [...value].sort((a, b) => Number(a) - Number(b)).join(', ');
  return String(value).trim();
};

/** One field of B's side that B changed: where, its label, the value before and after ('' when empty). */
export interface SideChange {
  path: string;
  label: string;
  before: string;
  after: string;
}

function flatten(side: Record<string, unknown>): Map<string, { label: string; value: string }> {
  const out = new Map<string, { label: string; value: string }>();
  for (const [key, value] of Object.entries(side)) {
    const section = SIDE_SECTION_LABELS[key] ?? key;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [field, inner] of Object.entries(value as Record<string, unknown>)) {
        out.set(`${key}.${field}`, {
          label: `${section}: ${FIELD_LABELS[field] ?? field}`,
          value: shown(inner),
        });
      }
    } else {
      out.set(key, { label: section, value: shown(value) });
    }
  }
  return out;
}

/** The fields of a side that differ between `before` and `after`, in the order of the form. */
export function sideChanges(before: object, after: object): SideChange[] {
  const was = flatten(before as Record<string, unknown>);
  const now = flatten(after as Record<string, unknown>);
  const changes: SideChange[] = [];
  for (const path of new Set([...was.keys(), ...now.keys()])) {
    const old = was.get(path)?.value ?? '';
    const next = now.get(path)?.value ?? '';
    if (old !== next) {
      changes.push({
        path,
        label: (now.get(path) ?? was.get(path))?.label ?? path,
        before: old,
        after: next,
      });
    }
  }
  return changes;
}
