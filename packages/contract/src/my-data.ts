import { z } from 'zod';
import {
  anagraficaReply,
  bene,
  datoTecnico,
  documento,
  dossier,
  movimento,
  nucleoMember,
  riserva,
  sinistro,
} from './data.js';
import { bodyUserId, okReply } from './envelope.js';
import { ownDataChange } from './own-data.js';

/*
 * Ours, not in the spec (issue 11, item 7; docs/decisions/0061): the client's accesses, ending their other
 * sessions, and "Scarica i miei dati" (GDPR art. 15 and 20).
 */

/** An instant with its time zone, as JSON writes it (`2026-11-23T07:40:00.000Z`). */
const instant = z.iso.datetime({ offset: true });

/**
 * One access: a session opened by a login (any way in). The browser and the system are read from the
 * browser's own description (User-Agent), null when it says nothing we know; the address only by its
 * network (`93.41.12.*`), never whole (decisions/0061).
 */
export const accesso = z.object({
  /** When the session was opened. */
  data: instant,
  browser: z.string().nullable(),
  sistema: z.string().nullable(),
  /** The network the access came from, its last part hidden: `93.41.12.*`, `2001:db8:85a3:*`. */
  rete: z.string().nullable(),
  /** Still open: not ended, not expired. */
  attiva: z.boolean(),
  /** Opened from a browser and network not seen for the user in 90 days ('Nuovo accesso registrato'). */
  nuovoAccesso: z.boolean(),
});
export type Accesso = z.infer<typeof accesso>;

/** How many accesses the profile lists: the newest. */
export const RECENT_ACCESSES = 10;

/**
 * A passkey of the account as the accesses show it: whoever holds one signs in with it, so one the client
 * did not add is a way in that is not theirs (issue 33 item 4; decisions/0130). Renamed and removed at
 * /profilo/passkey.
 */
export const passkeyAggiunta = z.object({
  /** The name given when it was added. */
  nome: z.string(),
  /** When it was added. */
  aggiunta: instant,
});
export type PasskeyAggiunta = z.infer<typeof passkeyAggiunta>;

export const accessiRequest = z.object({ userID: bodyUserId });
export const accessiReply = okReply({
  /** The newest first; the calling session's is marked `corrente`. */
  accessi: z.array(accesso.extend({ corrente: z.boolean() })),
  /** Every passkey of the account (at most MAX_PASSKEYS), the newest first. */
  passkey: z.array(passkeyAggiunta),
});
export type AccessiReply = z.infer<typeof accessiReply>;

export const endOtherSessionsRequest = z.object({ userID: bodyUserId });
export const endOtherSessionsReply = okReply({
  /** How many sessions were still open and are now ended. */
  terminate: z.number().int().nonnegative(),
});

export const MY_DATA_FORMATS = ['json', 'pdf'] as const;
export type MyDataFormat = (typeof MY_DATA_FORMATS)[number];
export const myDataRequest = z.object({ userID: bodyUserId, formato: z.enum(MY_DATA_FORMATS) });
/** A consent given, one row of its history: when, to which template, and each answer with its text. */
export const consensoStorico = z.object({
  data: instant,
  type: z.string(),
  templateID: z.string(),
  risposte: z.array(
    z.object({
      chiave: z.string(),
      /** The consent's text in that template; null if the template is no longer held. */
      testo: z.string().nullable(),
      valore: z.enum(['S', 'N']),
    }),
  ),
});

/**
 * What the JSON file of "Scarica i miei dati" holds: everything kept about the client, and nothing secret
 * (no password, token, code or device cookie) and nothing of anyone else.
 */
export const myDataExport = z.object({
  formato: z.literal('area-clienti/miei-dati'),
  versione: z.literal(1),
  generatoIl: instant,
  account: z.object({
    userID: z.string(),
    email: z.string(),
    cellulare: z.string().nullable(),
    registratoIl: instant,
    accessoAutomatico: z.boolean(),
    avvisiEmail: z.boolean(),
  }),
  anagrafica: anagraficaReply.shape.anagrafica.nullable(),
  indirizzi: anagraficaReply.shape.indirizzi,
  polizze: z.array(
    dossier.extend({
      garanzie: z.array(bene),
      nucleo: z.array(nucleoMember),
      movimenti: z.array(movimento),
      datiTecnici: z.array(datoTecnico),
      riserve: z.array(riserva),
    }),
  ),
  sinistri: z.array(sinistro),
  /** The documents' descriptions; each file is downloaded from the area (`getDocumento`). */
  documenti: z.array(documento),
  /** Every answer ever given, the newest first: the one in force of each type is the first of it. */
  consensi: z.array(consensoStorico),
  /** Every access still kept (90 days, docs/decisions/0034), the newest first. */
  accessi: z.array(accesso),
  /** The requests to the branch, newest first, each with its number and its thread, oldest message first. */
  richiesteDiContatto: z.array(
    z.object({
      numero: z.string(),
      data: instant,
      oggetto: z.string(),
      testo: z.string().nullable(),
      polizza: z.string().nullable(),
      messaggi: z.array(
        z.object({ data: instant, autore: z.enum(['cliente', 'filiale']), testo: z.string() }),
      ),
    }),
  ),
  /**
   * The changes of one's own data made in the area (decisions/0145), newest first, with the number of the
   * request a change went to the agency as: an IBAN masked, the previous value too.
   */
  modificheDati: z.array(ownDataChange.extend({ previousValue: z.string().nullable() })),
});
export type MyDataExport = z.infer<typeof myDataExport>;
