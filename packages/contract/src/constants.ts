/** Business constants of SPEC §9 that both the server and the web app apply. */
export const DEFAULT_APPLICATION_ID = 'area-clienti';
export const PASSWORD_MIN_LENGTH = 8;
/** The server's password rule (DESIGN.md): a lowercase letter, an uppercase letter and a digit. */
export const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/s;
/**
 * Which rule refused a new password: the `detail` of the spec's code (ONBOARDING_013, CHANGEPASSWORD_002,
 * FORGOTPWD_VC_003), so the web can say which (docs/decisions/0087). In the order they are checked.
 */
export const PasswordRefusal = {
  /** SPEC §5: 8 characters, a lowercase, an uppercase, a digit. */
  RULE: 'rule',
  /** The demo accounts' password, printed in the README. */
  DEMO: 'demo',
  /** The user's own data: names, tax code, e-mail, birth date or city, user ID. */
  PERSONAL: 'personal',
  /** In the breached passwords, whole or without its ending digits and symbols. */
  BREACHED: 'breached',
  /** Built on one or two Italian first names, cities or football clubs. */
  ITALIAN: 'italian',
  /** Guessable in too few tries (zxcvbn's score below 3). */
  WEAK: 'weak',
  /** The same as the current password (a password change). */
  SAME: 'same',
} as const;
export type PasswordRefusal = (typeof PasswordRefusal)[keyof typeof PasswordRefusal];
/** Tables switch to the paged, searchable, sortable form above this many rows. */
export const SIMPLE_TABLE_MAX_ROWS = 10;
/** Dates whose year is 9999 mean "no date". */
export const NO_DATE_YEAR = '9999';
