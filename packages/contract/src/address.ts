import { z } from 'zod';
import { bodyUserId, okReply } from './envelope.js';
import { hasControlCharacter, textFilter } from './text-filter.js';

/**
 * An address a client writes (issue 35 item 2, docs/decisions/0147): residential or postal, in Italy or
 * abroad. An Italian one is checked on the server against ISTAT's list of the comuni shipped with the
 * product (CAP of 5 digits, the comune, its province, the CAP the comune's: ADDRESS_001 to 004); a foreign
 * one is taken as written, within its lengths.
 */

/** ISO 3166-1 alpha-2: the codes officially assigned (249), Italy among them. */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW ' +
  'BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI ' +
  'FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN ' +
  'IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME ' +
  'MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF ' +
  'PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV ' +
  'SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE ' +
  'YT ZA ZM ZW'
).split(' ');

export const ITALY = 'IT';

/** An ISO 3166-1 alpha-2 code, in either case; `IT` when not sent. */
export const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => COUNTRY_CODES.includes(code));

/**
 * A one-line text of at most `max` characters, trimmed; empty allowed unless `min`. The checks carry no
 * words: the forms give them theirs (the web's shared/forms/resolver.ts).
 */
const oneLine = (min: number, max: number) =>
  z
    .string()
    .refine((text) => !hasControlCharacter(text))
    .trim()
    .min(min)
    .max(max);

export const ADDRESS_LIMITS = { indirizzo: 120, comune: 80, cap: 12, provincia: 2 } as const;

/**
 * The fields of an address. Italian: `cap` the 5 digits, `comune` as the client types it (the server
 * answers its official spelling), `provincia` its two letters. Abroad: `cap` the postcode (up to 12
 * characters, may be empty: not every country has one), `comune` the city, no `provincia`.
 */
export const clientAddress = z
  .object({
    country: countryCode.default(ITALY),
    indirizzo: oneLine(1, ADDRESS_LIMITS.indirizzo),
    cap: oneLine(0, ADDRESS_LIMITS.cap),
    comune: oneLine(1, ADDRESS_LIMITS.comune),
    provincia: oneLine(0, ADDRESS_LIMITS.provincia).default(''),
  })
  // An Italian address needs its province and CAP; a foreign one has no province.
  .refine((address) => address.country !== ITALY || address.provincia !== '', { path: ['provincia'] })
  .refine((address) => address.country !== ITALY || address.cap !== '', { path: ['cap'] })
  .refine((address) => address.country === ITALY || address.provincia === '', { path: ['provincia'] });
export type ClientAddress = z.infer<typeof clientAddress>;

/**
 * The suggestions of the address form: `query` a CAP (its first digits, 2 to 5) or the first letters of a
 * comune (2 to 40 characters, accents and apostrophes as one likes).
 */
export const suggestComuniRequest = z.object({
  userID: bodyUserId,
  query: textFilter({ min: 2, max: 40 }),
});

/** At most this many comuni per answer. */
export const MAX_COMUNI_SUGGESTIONS = 10;

/** One comune: its official name, its province's two letters, its CAPs (Rome has 82). */
export const comuneSuggestion = z.object({
  comune: z.string(),
  provincia: z.string(),
  cap: z.array(z.string()),
});
export type ComuneSuggestion = z.infer<typeof comuneSuggestion>;

export const suggestComuniReply = okReply({ comuni: z.array(comuneSuggestion) });

/** A client's suggestions in a minute: a form typed fast is well within it. */
export const COMUNI_SUGGESTIONS_PER_MINUTE = 120;
