import { z } from 'zod';

/** The 8-digit code the agency assigns to each user (also their login user ID). */
export const userCode = z.string().regex(/^\d{8}$/);

const ODD_VALUES: Record<string, number> = Object.fromEntries(
  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23].map(
    // Stryker disable next-line ArrowFunction: no entries make this module throw as it loads, which fails every
    // test file importing it; Stryker's vitest runner counts a file that fails to load as no test failed.
    (v, i) => [String.fromCharCode(65 + i), v],
  ),
);
for (let digit = 0; digit <= 9; digit++) {
  ODD_VALUES[String(digit)] = ODD_VALUES[String.fromCharCode(65 + digit)] as number;
}

function evenValue(ch: string): number {
  return ch >= '0' && ch <= '9' ? Number(ch) : ch.charCodeAt(0) - 65;
}

/** The check character (the 16th) of a codice fiscale, from its first 15 characters in upper case. */
export function codiceFiscaleCheckCharacter(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const ch = first15[i] as string;
    sum += i % 2 === 0 ? (ODD_VALUES[ch] as number) : evenValue(ch);
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** Italian personal tax code (16 characters) with its check character (DM 23/12/1976). */
export function isValidCodiceFiscale(raw: string): boolean {
  const value = raw.toUpperCase();
  if (!/^[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/.test(value))
    return false;
  return value[15] === codiceFiscaleCheckCharacter(value);
}

/** Italian VAT number (11 digits) with its Luhn-style check digit. */
export function isValidPartitaIva(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let digit = Number(value[i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10 === Number(value[10]);
}

export const codiceFiscaleOrPartitaIva = z
  .string()
  .trim()
  .refine((v) => isValidCodiceFiscale(v) || isValidPartitaIva(v), { message: 'codiceFiscale' })
  .transform((v) => v.toUpperCase());
