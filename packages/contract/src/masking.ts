/**
 * How a personal value shows where it is not the point of the page (docs/decisions/0132): the console's
 * list of search results (many clients at once, on a screen others may see), a policy's IBAN before a
 * step-up (decisions/0092), and the mobile a one-time code went to. Enough is kept to tell two clients apart
 * and to check what a caller reads out on the phone ("ends in 567"); the whole values are on the client's
 * page, whose opening is audited, and the whole IBAN comes only after a step-up. The server masks; the
 * browser never receives the rest.
 */

/** What stands for each hidden character. */
const HIDDEN = '*';

/**
 * `value` with its first `head` and last `tail` characters kept and every other one hidden. A value too
 * short to keep both and still hide at least half of it keeps fewer (a malformed one from the feed).
 */
function keepEnds(value: string, head: number, tail: number): string {
  let [kept, last] = [head, tail];
  while ((kept + last) * 2 > value.length) {
    if (kept >= last) kept--;
    else last--;
  }
  return value.slice(0, kept) + HIDDEN.repeat(value.length - kept - last) + value.slice(value.length - last);
}

/**
 * A tax code (or a company's VAT number): its first three and last three characters, `RSS**********01U`.
 * The first three come from the surname the list already shows; the last three (the place's last digits
 * and the check letter) tell homonyms apart. Birth date, sex and place stay hidden.
 */
export const maskTaxCode = (code: string): string => keepEnds(code.trim(), 3, 3);

/**
 * An e-mail: the first and last character of its name, and its whole domain, `m***i@example.it` (the
 * length of the name hidden too). Without an `@` (not an address), as any text: its ends.
 */
export function maskEmail(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 1) return keepEnds(trimmed, 1, 1);
  const name = trimmed.slice(0, at);
  return `${name[0]}${HIDDEN.repeat(3)}${name.length > 2 ? name.at(-1) : ''}${trimmed.slice(at)}`;
}

/**
 * A mobile number: its first three characters (the country code `+39`, or the operator's prefix) and its
 * last three digits, blanks left out, `+39*******567`.
 */
export const maskMobile = (mobile: string): string => keepEnds(mobile.replace(/\s+/g, ''), 3, 3);

/**
 * The mobile a one-time code went to, as the person it went to is told ("Abbiamo inviato un codice di 6
 * cifre al cellulare …": the second factor, the signing of a claim report, the evidence of a signature):
 * its first three characters and last four digits, blanks left out, `+39 *** *** 4567`. Its owner is told
 * where to look and knows their number by its end; a list of others' numbers uses `maskMobile`.
 */
export function maskCodeDestination(mobile: string): string {
  const compact = mobile.replace(/\s+/g, '');
  return `${compact.slice(0, 3)} *** *** ${compact.slice(-4)}`;
}

/**
 * An IBAN: every character but the last four hidden, in groups of four as IBANs are printed,
 * `**** **** **** **** **** ***3 456`. Null stays null; blanks alone stay as they are.
 */
export function maskIban(iban: string | null): string | null {
  if (iban === null) return null;
  const compact = iban.replace(/\s+/g, '');
  if (compact.length === 0) return iban;
  const masked = HIDDEN.repeat(Math.max(0, compact.length - 4)) + compact.slice(-4);
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}
