/** Business constants of SPEC §9 that both the server and the web app apply. */
export const DEFAULT_APPLICATION_ID = 'area-clienti';
export const PASSWORD_MIN_LENGTH = 8;
/** The server's password rule (DESIGN.md): a lowercase letter, an uppercase letter and a digit. */
export const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/s;
/** Tables switch to the paged, searchable, sortable form above this many rows. */
export const SIMPLE_TABLE_MAX_ROWS = 10;
/** Dates whose year is 9999 mean "no date". */
export const NO_DATE_YEAR = '9999';
