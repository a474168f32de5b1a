/**
 * Roadside assistance read from a policy's coverages (issue 34 item 5; docs/decisions/0139): which coverage
 * is roadside assistance, and the phone number its text gives. A number is taken only where the text names it
 * as one ("tel", "numero verde", "chiama", …) and it has the shape of an Italian phone number: a digit run that
 * is an amount (a ceiling, "massimale 1000000") or a date ("dal 01 01 2026") is never offered as a `tel:` link.
 */

/**
 * Roadside assistance, not the liability for towing a trailer ("RC traino rimorchi"): `traino` counts only
 * as the towing of the insured vehicle.
 */
const ROADSIDE_WORDS = /assistenza stradale|soccorso stradale|carro attrezzi/;
const VEHICLE_TOWING = /\btraino (?:del|dell['’]|della) ?(?:veicolo|auto|autovettura|mezzo|moto)/;
const TRAILER_WORDS = /rimorchi|roulotte|caravan/;

/** A coverage's text (lower case) that is roadside assistance. */
export const isRoadsideText = (text: string) =>
  ROADSIDE_WORDS.test(text) || (VEHICLE_TOWING.test(text) && !TRAILER_WORDS.test(text));

/** The words that name the number that follows them. */
const PHONE_CUES =
  /\b(?:tel|telefono|telefonare|telefonando|numero verde|n\. ?verde|chiama|chiamare|chiamando|contatta|contattare|centrale operativa|call center|al numero)\b\.?/g;
/** How far after its cue a number may start (the words between, "la centrale operativa al"). */
const CUE_REACH = 40;
/** A run of digits with the separators a phone number is written with, maybe after +39 or 0039. */
const NUMBER_RUN = /(?:\+|00)?\d[\d .\-/]*\d/;
const DATE_SHAPE = /^\d{1,2}[ ./-]\d{1,2}[ ./-]\d{2,4}$/;
const MONEY_BEFORE = /(?:€|euro|eur\.?|massimal[ei]|fino a|limite)\s*$/;
const MONEY_AFTER = /^\s*(?:€|euro|eur\b|,\d{2}\b|km\b|chilometri)/;

/**
 * An Italian number (without +39): a numero verde or shared-cost number (800, 803, 84x, 199), a landline
 * (0 and 5 to 10 more digits) or a mobile (3 and 8 or 9 more digits).
 */
const ITALIAN_NUMBER = /^(?:80[0-3]\d{3,6}|8[4-9]\d{4,7}|199\d{3,6}|0\d{5,10}|3\d{8,9})$/;

/** Is `written` (a run of digits and separators) an Italian phone number, not a date or an amount? */
export function isItalianPhone(written: string): boolean {
  if (DATE_SHAPE.test(written.trim())) return false;
  const digits = written.replace(/[^\d+]/g, '').replace(/^(?:\+39|0039)/, '');
  if (/\D/.test(digits)) return false;
  return ITALIAN_NUMBER.test(digits);
}

/**
 * The phone number the text gives after one of its cue words, as written; the longest run of its groups
 * that is an Italian number ("800 555 111 24 ore su 24" gives "800 555 111"); undefined when none.
 */
export function phoneInText(text: string): string | undefined {
  for (const cue of text.matchAll(PHONE_CUES)) {
    const from = (cue.index ?? 0) + cue[0].length;
    const after = text.slice(from, from + CUE_REACH + 30);
    const run = NUMBER_RUN.exec(after);
    if (!run || run.index > CUE_REACH) continue;
    const before = text.slice(0, from + run.index);
    const rest = text.slice(from + run.index + run[0].length);
    if (MONEY_BEFORE.test(before) || MONEY_AFTER.test(rest)) continue;
    const groups = run[0].split(/(?<=\d)(?=[ .\-/])/);
    for (let n = groups.length; n > 0; n--) {
      const written = groups.slice(0, n).join('').trim();
      if (isItalianPhone(written)) return written;
    }
  }
  return undefined;
}
