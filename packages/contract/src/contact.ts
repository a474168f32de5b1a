import { z } from 'zod';
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
export const CONTACT_EMAIL_MAX = 128;

/**
 * Fields are checked by the server, which answers the spec's codes (FORMCONTATTI_002 missing data,
 * FORMCONTATTI_003 missing or bad contact) rather than a bare 400: the schemas only bound their size.
 */
const field = (max: number) => z.string().max(max).optional();

export const formContattiRequest = z.object({
  userID: bodyUserId,
  nome: field(80),
  cognome: field(80),
  telefono: field(20),
  email: field(254),
  oggetto: z.union([z.string().max(2), z.number()]).optional(),
  testo: field(4000),
  cliente: field(160),
  banca: field(160),
  polizza: field(30),
  /** The affiliated repair centre chosen in the 'Centri convenzionati' section, if any. */
  centroConvenzionatoId: z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\d{1,10}$/)
        .transform(Number),
    ])
    .optional(),
});
export type FormContattiRequest = z.infer<typeof formContattiRequest>;

export const publicFormContattiRequest = z.object({
  userID: z.union([z.literal(0), z.literal('0'), z.literal('')]).optional(),
  nome: field(80),
  cognome: field(80),
  telefono: field(20),
  email: field(254),
  oggetto: z.union([z.string().max(2), z.number()]).optional(),
  /** The privacy notice was read (the form's required checkbox). */
  privacy: z.boolean().optional(),
});
export type PublicFormContattiRequest = z.infer<typeof publicFormContattiRequest>;

export const formContattiReply = okReply({ result: z.literal(true) });

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
  provincia: z.string().nullable(),
});

export const autologinFlagRequest = z.object({ userID: bodyUserId, ssoFlag: z.boolean() });

export const getClientiRequest = z.object({ userID: bodyUserId });
export const getClientiReply = okReply({
  /** "<version> (<commit>, <build time>)", stamped at build. */
  apiBuildVersion: z.string(),
  build: z.object({ version: z.string(), commit: z.string(), builtAt: z.string() }),
  clienti: z.object({ clients: z.number(), users: z.number(), activeSessions: z.number() }),
});
