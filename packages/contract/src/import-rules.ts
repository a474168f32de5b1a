import { z } from 'zod';

/**
 * What the agency's feed may say, past its shape (docs/import.md, docs/decisions/0156): the ceilings of its
 * amounts, the range of its dates, and the Italian messages of every refusal of a record's fields. The
 * operations staff read them in the console's import report, so they say what is wrong in Italian.
 */

/** The agency's id of a record: what a later feed refreshes it by. */
export const agencyId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\w.:/-]+$/, 'solo lettere, cifre e . _ : / -');

/** The earliest date the feed may give. */
export const FEED_MIN_DATE = '1900-01-01';
/** How far into the future a date may be (a life policy's end is decades away, never a century). */
export const FEED_MAX_YEARS_AHEAD = 100;

/** Today, as the feed's dates are written (UTC: a day's slack either side is given where it matters). */
const yearsAhead = (years: number) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
};
/** Tomorrow: "not in the future" allows the day that is already tomorrow somewhere. */
export const latestPastDay = () => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/** A date YYYY-MM-DD from 1900 to FEED_MAX_YEARS_AHEAD years from today. */
const wellFormed = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
/** The core systems' "no end" (a whole-life policy's dataScadenza, 'Vita intera' beside it). */
export const OPEN_END = '9999-12-31';

const inRange = (open: boolean) =>
  z.iso
    .date()
    .refine(
      (value) => !wellFormed(value) || value >= FEED_MIN_DATE,
      'data fuori intervallo: non può essere prima del 1900',
    )
    .refine(
      (value) =>
        !wellFormed(value) || (open && value === OPEN_END) || value <= yearsAhead(FEED_MAX_YEARS_AHEAD),
      `data fuori intervallo: più di ${FEED_MAX_YEARS_AHEAD} anni nel futuro`,
    );
/** A date YYYY-MM-DD from 1900 to FEED_MAX_YEARS_AHEAD years from today. */
export const feedDate = inRange(false);
/** An end date: as feedDate, or OPEN_END for one that has none. */
export const feedEndDate = inRange(true);
/** A date of something that has happened (a claim's event): not after today. */
export const pastDate = feedDate.refine(
  (value) => !wellFormed(value) || value <= latestPastDay(),
  'data nel futuro: deve essere già passata',
);

/**
 * An amount in euro: never negative, at most `ceiling` (a value past it is a unit or a typing error in the
 * agency's system — cents sent as euro, a policy number in the amount's column — never a real figure).
 */
export const euro = (ceiling: number) =>
  z
    .number()
    .finite()
    .min(0, 'importo negativo: deve essere zero o più')
    .max(ceiling, `importo fuori misura: al massimo ${ceiling.toLocaleString('it-IT')} euro`);

/** The ceilings of the feed's amounts, per field (decisions/0156). */
export const AMOUNT_CEILINGS = {
  /** A policy's yearly premium, or one instalment's. */
  premio: 1_000_000,
  /** A guarantee's sum insured. */
  massimale: 1_000_000_000,
  /** A loan a policy covers. */
  importoFinanziamento: 10_000_000,
  /** An investment policy's value, or one fund's. */
  controvalore: 100_000_000,
} as const;

/** A count of fund units, or a unit's price: never negative. */
export const quantity = (ceiling: number) =>
  z
    .number()
    .finite()
    .min(0, 'valore negativo: deve essere zero o più')
    .max(ceiling, `valore fuori misura: al massimo ${ceiling.toLocaleString('it-IT')}`);

const TYPE_NAMES: Record<string, string> = {
  string: 'un testo',
  number: 'un numero',
  int: 'un numero intero',
  boolean: 'true o false',
  array: 'un elenco',
  object: 'un oggetto',
  record: 'un oggetto',
};

/** The Italian message of a field's refusal, by what zod found (schema-level messages win over it). */
export function feedIssueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'campo obbligatorio mancante';
      return `deve essere ${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string')
        return min <= 1 ? 'non può essere vuoto' : `troppo corto: almeno ${min} caratteri`;
      if (issue.origin === 'array') return `troppo pochi elementi: almeno ${min}`;
      return `troppo piccolo: almeno ${min}`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `troppo lungo: al massimo ${max} caratteri`;
      if (issue.origin === 'array') return `troppi elementi: al massimo ${max}`;
      return `troppo grande: al massimo ${max}`;
    }
    case 'invalid_format':
      if (issue.format === 'email') return 'indirizzo e-mail non valido';
      if (issue.format === 'date') return 'data non valida: scrivila come AAAA-MM-GG';
      if (issue.format === 'base64') return 'contenuto base64 non valido';
      return 'formato non valido';
    case 'invalid_value':
      return issue.values.length === 1
        ? `deve essere ${JSON.stringify(issue.values[0])}`
        : `deve essere uno tra: ${issue.values.map((v) => String(v)).join(', ')}`;
    case 'unrecognized_keys':
      return issue.keys.length === 1
        ? `campo sconosciuto: ${issue.keys[0]}`
        : `campi sconosciuti: ${issue.keys.join(', ')}`;
    case 'invalid_union':
      return 'record non valido';
    case 'invalid_key':
      return 'chiave non valida';
    case 'invalid_element':
      return 'elemento non valido';
    case 'not_multiple_of':
      return 'numero non valido';
    default:
      return 'valore non valido';
  }
}
