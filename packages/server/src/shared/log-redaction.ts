/**
 * Log redaction: no secret and no personal identifier in any log line. Every line of the app's logger
 * passes through `redactLogLine` (pino's `streamWrite` hook, wired in app.ts): the finished JSON line,
 * whoever wrote it (our code, Fastify, a child logger's bindings, a serializer). The lines written before
 * the logger exists (main.ts) and the command line's error messages (cli/run.ts) pass through the same
 * functions. What is masked, in every string of a line, however deep (`err.message`, `err.stack`, `cause`):
 * - e-mail addresses (`m***@example.it`), codici fiscali (16 characters), 11-digit VAT numbers (and
 *   temporary codici fiscali), mobile numbers, IBANs (compact or in groups of four);
 * - bearer tokens, long random strings (40+ characters of `[A-Za-z0-9_-]`: session tokens and their
 *   hashes, recovery codes, invite secrets and hashes, keys), JWE/JWT compact tokens (single sign-on);
 * - 6-digit codes (e-mail and SMS codes);
 * - Drizzle's `params: …` (a failed query's values), query-string values, credentials in URLs, and the
 *   secret segment of the paths that carry one (`/recupero-password/<code>`, `/calendario/<secret>.ics`);
 * - the value of fields named like a secret (`password`, `token`, `hash`, `secret`, `code`…).
 * What stays: methods, statuses, times, route paths, 8-digit user codes, error codes (`VALIDATION_001`,
 * `ECONNREFUSED`, SQLSTATE `23505`).
 */

export const REDACTED = '[redacted]';

/**
 * Paths that carry a secret: the segment after the prefix is masked (SPEC §2's recovery page; the
 * calendar subscription address, docs/decisions/0060).
 */
const SECRET_PATH_PREFIXES = ['recupero-password', 'calendario'];

/** Fields whose value is a secret whatever it looks like (booleans such as `passwordUpdateRequired` stay). */
const SECRET_FIELD =
  /passw|pwd|secret|token|authori[sz]ation|cookie|hash|crypted|api_?key|^key$|^params$|codicefiscale|^cf$|partitaiva|taxcode|phone|mobile|cellulare|telefono|iban/i;
/** Fields pino itself writes, that hold nothing of a request. */
const LOGGER_FIELD = /^(level|time|pid|hostname)$/;
/** Fields named like a code: secret unless the name or the value says it is an identifier or an error. */
const CODE_FIELD = /code/i;
const PUBLIC_CODE_FIELD = /^(user|status|response|error|exit|http|reply)code$/i;
/** `VALIDATION_001`, `ECONNREFUSED`, `FST_ERR_…`; a SQLSTATE (`23505`, `08006`, `57P01`). */
const ERROR_CODE_VALUE = /^(?:[A-Z][A-Z0-9_]{0,38}|[0-9A-Z]{5})$/;

/** Alphanumeric boundaries: a pattern matches a whole word, never the middle of an identifier. */
const B = '(?<![A-Za-z0-9])';
const E = '(?![A-Za-z0-9])';
/** Codice fiscale, omocodia included (digits may be replaced by L M N P Q R S T U V). */
const CF_DIGIT = '[0-9LMNP-V]';
const CODICE_FISCALE = `[A-Z]{6}${CF_DIGIT}{2}[ABCDEHLMPRST]${CF_DIGIT}{2}[A-Z]${CF_DIGIT}{3}[A-Z]`;

/** In order: the wider patterns first, so that a narrower one never leaves half of a secret. */
const TEXT_RULES: readonly [RegExp, string | ((match: string, ...groups: string[]) => string)][] = [
  // Drizzle's "Failed query: … \nparams: a@b.it,…": the values, up to the stack frames that follow.
  [/\bparams: ?[\s\S]*?(?=\n\s*at |$)/g, `params: ${REDACTED}`],
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi, `$1 ${REDACTED}`],
  // The password in a URL (a DATABASE_URL, an SMTP URL): scheme://user:***@host. The scheme is tried from
  // the start of a run of its characters only (`\b` let every letter after a dot start one: quadratic).
  [/(?<![a-z0-9+.-])([a-z][a-z0-9+.-]*:\/\/[^\s/?#@:"'<>]*):[^\s/?#@"'<>]*@/gi, '$1:***@'],
  [
    new RegExp(`(/(?:${SECRET_PATH_PREFIXES.join('|')})/)[^/?#\\s"'<>]+`, 'g'),
    (_match, prefix) => `${prefix}${REDACTED}`,
  ],
  // Every value of a query string (/first?code=…, /inbanklogin?data=…); the names stay.
  [/([?&][A-Za-z0-9_.[\]-]+=)[^&#\s"'<>]+/g, `$1${REDACTED}`],
  [/(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]*){2,4}/g, REDACTED],
  // From the start of a run of address characters only: tried from every position of a long run with no
  // address after it, the pattern took quadratic time (with the URL's, a 20,000-character line took 2.3 s).
  [
    /(?<![A-Za-z0-9._%+-])([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})/g,
    '$1***@$2',
  ],
  [/(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{40,}(?![A-Za-z0-9_-])/g, REDACTED],
  // IBANs (15 to 34 characters: country, check digits, account), compact or written in groups of four.
  [new RegExp(`${B}[A-Z]{2}\\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?${E}`, 'gi'), REDACTED],
  [new RegExp(`${B}${CODICE_FISCALE}${E}`, 'gi'), REDACTED],
  // Mobile numbers: +39 347 111 2233, 0039…, 3471112233.
  [/(?<![A-Za-z0-9+])(?:\+|00)\d(?:[ .-]?\d){7,14}(?![0-9])/g, REDACTED],
  [new RegExp(`${B}3\\d{2}[ .-]?\\d{3}[ .-]?\\d{3,4}(?![0-9])`, 'g'), REDACTED],
  // VAT numbers and temporary codici fiscali (11 digits), with or without IT.
  [/(?<![A-Za-z0-9.])(?:IT)?\d{11}(?![A-Za-z0-9])/gi, REDACTED],
  // E-mail and SMS codes (a process ID stays: "in use by process 123456").
  [/(?<![A-Za-z0-9.]|process |pid[ :=])\d{6}(?![A-Za-z0-9])/g, REDACTED],
];

/** Strings that cannot hold anything above are left alone without running the rules. */
const SUSPECT = /[@=]|:\/\/|\d{3}|[A-Za-z0-9_-]{16}|bearer|basic|params:|eyJ/i;

/** The text with every secret and personal identifier in it masked. */
export function redactText(text: string): string {
  if (text.length < 6 || !SUSPECT.test(text)) return text;
  let result = text;
  for (const [pattern, replacement] of TEXT_RULES) {
    result = result.replace(pattern, replacement as string);
  }
  return result;
}

const MAX_DEPTH = 10;

type FieldKind = 'logger' | 'secret' | 'code' | 'plain';
/** What a field's name says, remembered: lines repeat the same few names. */
const fieldKinds = new Map<string, FieldKind>();

function fieldKind(key: string): FieldKind {
  let kind = fieldKinds.get(key);
  if (kind === undefined) {
    if (LOGGER_FIELD.test(key)) kind = 'logger';
    else if (SECRET_FIELD.test(key)) kind = 'secret';
    else if (CODE_FIELD.test(key) && !PUBLIC_CODE_FIELD.test(key)) kind = 'code';
    else kind = 'plain';
    if (fieldKinds.size < 1000) fieldKinds.set(key, kind);
  }
  return kind;
}

function redactField(key: string, value: unknown, depth: number): unknown {
  if (value === null || value === undefined || typeof value === 'boolean') return value;
  const kind = fieldKind(key);
  if (kind === 'logger') return value;
  if (kind === 'secret') return REDACTED;
  if (kind === 'code') {
    const isErrorCode =
      (typeof value === 'string' && ERROR_CODE_VALUE.test(value)) ||
      (typeof value === 'number' && Math.abs(value) < 100_000);
    if (!isErrorCode) return REDACTED;
  }
  return redactAt(value, depth + 1);
}

function redactAt(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > MAX_DEPTH) return REDACTED;
  if (value instanceof Error) return redactAt(describeError(value), depth);
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item) => {
      const redacted = redactAt(item, depth + 1);
      if (redacted !== item) changed = true;
      return redacted;
    });
    return changed ? items : value;
  }
  let copy: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    const redacted = redactField(key, item, depth);
    if (redacted !== item) {
      copy ??= { ...(value as Record<string, unknown>) };
      copy[key] = redacted;
    }
  }
  return copy ?? value;
}

/**
 * The value with every secret masked, however deep (errors become their name, message, code, stack and
 * cause). Returns the very same value when there was nothing to mask.
 */
export function redactLogValue<T>(value: T): T {
  return redactAt(value, 0) as T;
}

/**
 * One finished log line (pino's JSON, with its newline), masked; the same string when nothing in it is a
 * secret. A line that is not JSON is masked as text.
 */
export function redactLogLine(line: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return redactText(line);
  }
  const redacted = redactLogValue(parsed);
  if (redacted === parsed) return line;
  return `${JSON.stringify(redacted)}${line.endsWith('\n') ? '\n' : ''}`;
}

function describeError(error: Error): Record<string, unknown> {
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  return {
    type: error.name,
    message: error.message,
    ...(code !== undefined ? { code } : {}),
    stack: error.stack,
    ...(cause !== undefined ? { cause } : {}),
  };
}

/**
 * What of an unexpected error is worth a log line: its name, code, message (masked) and stack frames,
 * and the same of its cause. The line is masked again, whole, on its way out (`redactLogLine`).
 */
export function redactedForLog(error: unknown): Record<string, unknown> {
  const describe = (e: unknown) => {
    const candidate = (e ?? {}) as { name?: unknown; code?: unknown; message?: unknown; stack?: unknown };
    const message = typeof candidate.message === 'string' ? candidate.message : String(e);
    return { name: candidate.name, code: candidate.code, message: redactText(message) };
  };
  const cause = (error as { cause?: unknown } | null)?.cause;
  const stack =
    typeof (error as { stack?: unknown })?.stack === 'string' ? (error as Error).stack : undefined;
  return {
    ...describe(error),
    ...(cause ? { cause: describe(cause) } : {}),
    stack: stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
  };
}
