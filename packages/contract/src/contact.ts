import { z } from 'zod';
import { entityId } from './data.js';
import { bodyUserId, okReply } from './envelope.js';

/** Subjects of the authenticated form (SPEC §2). */
export const AUTHENTICATED_SUBJECTS = {
  '0': 'Assistenza su un sinistro',
  '1': 'Informazioni generali',
} as const;
/** Subjects of the public form (SPEC §2). */
export const PUBLIC_SUBJECTS = {
  '0': 'Assistenza per Registrazione / Accesso',
  '1': 'Informazioni sui prodotti',
} as const;
/** SPEC §5, §9: a contact e-mail has at most 128 characters. */
export const CONTACT_EMAIL_MAX = 128;
/** The longest message the authenticated form accepts (longer: VALIDATION_001). */
export const CONTACT_TEXT_MAX = 4000;

const emailShape = z.email();
/** An e-mail a reply can be sent to: well formed and at most 128 characters (SPEC §5). */
export const isContactEmail = (value: string) =>
  value.length <= CONTACT_EMAIL_MAX && emailShape.safeParse(value).success;
/**
 * A phone number the branch can call back: 6 to 15 digits, an optional leading + (or 00), with spaces,
 * dots, hyphens, slashes or parentheses between them. Landlines are fine here (unlike SendSMS).
 */
export const isContactPhone = (value: string) => /^\+?\d{6,15}$/.test(value.replace(/[\s./()-]/g, ''));

/**
 * Why a client writes from an action of the area (docs/decisions/0105): pay an instalment, renew a policy,
 * change the bank details. Each is about one policy.
 */
export const CONTACT_REASONS = {
  pagaRata: 'Pagamento della rata',
  rinnova: 'Rinnovo della polizza',
  coordinateBancarie: 'Cambio delle coordinate bancarie',
} as const;
export const contactReason = z.enum(['pagaRata', 'rinnova', 'coordinateBancarie']);
export type ContactReason = z.infer<typeof contactReason>;

/** When the client would like to be called back. */
export const CALLBACK_SLOTS = {
  mattina: 'In mattinata (9-13)',
  pomeriggio: 'Nel pomeriggio (14-18)',
  indifferente: 'In qualsiasi orario di apertura',
} as const;
export const callbackSlot = z.enum(['mattina', 'pomeriggio', 'indifferente']);
export type CallbackSlot = z.infer<typeof callbackSlot>;

/** An amount in euro as the area shows it: not negative, at most two decimals, below a billion. */
export const contactAmount = z
  .number()
  .min(0)
  .max(999_999_999.99)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: 'cents at most' });

/**
 * Fields are checked by the server, which answers the spec's codes (FORMCONTATTI_002 missing data,
 * FORMCONTATTI_003 missing or bad contact) rather than a bare 400: the schemas only bound their size.
 */
const field = (max: number) => z.string().max(max).optional();
/**
 * '0' or '1'; a number is taken as its text (`0` → `'0'`), so `0`/`1` work exactly like `'0'`/`'1'`.
 * Anything else is missing data (FORMCONTATTI_002), not a bad body.
 */
const subjectCode = z.union([z.string().max(2), z.number().transform(String)]).optional();

export const formContattiRequest = z.object({
  userID: bodyUserId,
  /** Absent or blank: the client's own, from the agency's records (getAnagrafica). */
  nome: field(80),
  cognome: field(80),
  telefono: field(30),
  email: field(254),
  oggetto: subjectCode,
  testo: field(CONTACT_TEXT_MAX),
  /** Accepted for compatibility and not used: the server knows the client and the branch from the token. */
  cliente: field(160),
  banca: field(160),
  /** A policy number (numeroPolizza) of the caller's; another's or an unknown one is NOTFOUND_001. */
  polizza: field(30),
  /** The id of the repair centre chosen in 'Centri convenzionati' (getCentriConvenzionati), if any. */
  centroConvenzionatoId: entityId.optional(),
  /**
   * Ours (docs/decisions/0105): the action of the area the request comes from, about `polizza` (required
   * with it); then `oggetto` may be left out, the reason is the subject.
   */
  motivo: contactReason.optional(),
  /** The amount the action showed (an instalment), in euro. */
  importo: contactAmount.optional(),
  /** When the client would like the branch to call back. */
  richiamata: callbackSlot.optional(),
});
export type FormContattiRequest = z.infer<typeof formContattiRequest>;

export const publicFormContattiRequest = z.object({
  userID: z.union([z.literal(0), z.literal('0'), z.literal('')]).optional(),
  nome: field(80),
  cognome: field(80),
  telefono: field(30),
  email: field(254),
  oggetto: subjectCode,
  /** The privacy notice was read (the form's required checkbox): must be true. */
  privacy: z.boolean().optional(),
});
export type PublicFormContattiRequest = z.infer<typeof publicFormContattiRequest>;

/**
 * `{ status: 'OK', result: true }` as the spec has it, and ours beside it: the request's number, which the
 * client quotes and follows in "Le tue richieste" (docs/decisions/0143).
 */
export const formContattiReply = okReply({ result: z.literal(true), numero: z.string() });

/**
 * The client's branch, as the help panel shows it beside 'Contatta la filiale' (ours, docs/decisions/0066):
 * null when the account has no client or the client no branch.
 */
export const branchOfClient = z.object({
  nome: z.string(),
  banca: z.string(),
  telefono: z.string().nullable(),
  orari: z.string().nullable(),
});
export type BranchOfClient = z.infer<typeof branchOfClient>;
export const getFilialeReply = okReply({ filiale: branchOfClient.nullable() });

export const centroConvenzionato = z.object({
  id: z.number(),
  nome: z.string(),
  indirizzo: z.string(),
  comune: z.string(),
  provincia: z.string(),
  telefono: z.string().nullable(),
});
export type CentroConvenzionato = z.infer<typeof centroConvenzionato>;
/** The agency's affiliated repair centres, those in the client's province first. */
export const centriConvenzionatiRequest = z.object({ userID: bodyUserId });
export const centriConvenzionatiReply = okReply({
  centri: z.array(centroConvenzionato),
  /** The province of the client's first address (two letters), or null: the first centres are there. */
  provincia: z.string().nullable(),
});
export type CentriConvenzionatiReply = z.infer<typeof centriConvenzionatiReply>;

export const autologinFlagRequest = z.object({ userID: bodyUserId, ssoFlag: z.boolean() });
/** The flag as now stored (also in getUserStatus' user.autologinFlag). */
export const autologinFlagReply = okReply({ autologinFlag: z.boolean() });

/** The e-mail notices of something new in the area, on or off (docs/decisions/0051). */
export const clientNoticesRequest = z.object({ userID: bodyUserId, enabled: z.boolean() });
/** The choice as now stored (also in getUserStatus' user.clientNotices). */
export const clientNoticesReply = okReply({ clientNotices: z.boolean() });

export const getClientiRequest = z.object({ userID: bodyUserId });
export const buildInfo = z.object({
  /** The server package's version. */
  version: z.string(),
  /** Short git commit of the build; 'unknown' built outside git; 'dev' when running from source. */
  commit: z.string(),
  /** ISO time of the build; 'dev' when running from source. */
  builtAt: z.string(),
});
export type BuildInfo = z.infer<typeof buildInfo>;
export const getClientiReply = okReply({
  /** "<version> (<commit>, <build time>)", stamped at build. */
  apiBuildVersion: z.string(),
  build: buildInfo,
  clienti: z.object({
    /** The agency's clients on file. */
    clients: z.number(),
    /** Login accounts (any state). */
    users: z.number(),
    /** Sessions neither ended nor expired (idle or absolute) now. */
    activeSessions: z.number(),
  }),
});
export type GetClientiReply = z.infer<typeof getClientiReply>;
