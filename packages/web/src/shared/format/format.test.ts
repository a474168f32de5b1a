import { describe, expect, it, vi } from 'vitest';
import {
  formatAmount,
  formatCents,
  formatDate,
  formatDateTime,
  formatPhone,
  formatQuantity,
  isNoDate,
} from './format';

// Intl puts a no-break space between the amount and the euro sign.
const nbsp = '\u00a0';

describe('formatDate', () => {
  it('formats an ISO date as dd/MM/yyyy', () => {
    expect(formatDate('2024-03-05')).toBe('05/03/2024');
    expect(formatDate('1999-12-31')).toBe('31/12/1999');
  });

  it('does not move a date across time zones', async () => {
    // Read in a zone behind UTC (the formatters take the zone when the module loads): midnight UTC is
    // the evening before there.
    const zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      vi.resetModules();
      const behind = await import('./format');
      expect(behind.formatDate('2024-01-01')).toBe('01/01/2024');
      expect(behind.formatDate('2024-03-05')).toBe('05/03/2024');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
      vi.resetModules();
    }
  });

  it('shows the alternative text for a 9999 date', () => {
    expect(formatDate('9999-12-31')).toBe('Nessuna scadenza');
    expect(formatDate('9999-12-31', 'Vita intera')).toBe('Vita intera');
    expect(isNoDate('9999-01-01')).toBe(true);
    expect(isNoDate('2024-01-01')).toBe(false);
    expect(isNoDate(null)).toBe(false);
    expect(isNoDate(undefined)).toBe(false);
  });

  it('hides missing or malformed dates', () => {
    expect(formatDate(null)).toBeNull();
    expect(formatDate(undefined)).toBeNull();
    expect(formatDate('')).toBeNull();
    expect(formatDate('05/03/2024')).toBeNull();
    expect(formatDate('2024-02-30')).toBeNull();
    // A month past December is not January of the next year.
    expect(formatDate('2024-13-01')).toBeNull();
    // An ISO instant is its day; anything before the day is not a date.
    expect(formatDate('2024-03-05T10:00:00Z')).toBe('05/03/2024');
    expect(formatDate('al 2024-03-05')).toBeNull();
  });
});

describe('formatAmount', () => {
  it('formats euros the Italian way', () => {
    expect(formatAmount(1234.5)).toBe(`1.234,50${nbsp}€`);
    expect(formatAmount(0.01)).toBe(`0,01${nbsp}€`);
    expect(formatAmount(1000000)).toBe(`1.000.000,00${nbsp}€`);
  });

  it('hides amounts of zero or less, and missing ones', () => {
    expect(formatAmount(0)).toBeNull();
    expect(formatAmount(-10)).toBeNull();
    expect(formatAmount(null)).toBeNull();
    expect(formatAmount(undefined)).toBeNull();
    expect(formatAmount(Number.NaN)).toBeNull();
    expect(formatAmount(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('formatQuantity', () => {
  it('formats quantities with Italian separators and hides non-positive ones', () => {
    expect(formatQuantity(1234.567)).toBe('1.234,567');
    expect(formatQuantity(0)).toBeNull();
    expect(formatQuantity(-1)).toBeNull();
    expect(formatQuantity(null)).toBeNull();
    expect(formatQuantity(undefined)).toBeNull();
    expect(formatQuantity(Number.NaN)).toBeNull();
    expect(formatQuantity(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('formatPhone', () => {
  it('groups an Italian mobile number, however it was stored', () => {
    expect(formatPhone('+393387654321')).toBe('+39 338 765 4321');
    expect(formatPhone('3387654321')).toBe('+39 338 765 4321');
    expect(formatPhone('0039 338 765 4321')).toBe('+39 338 765 4321');
    expect(formatPhone('+39333123456')).toBe('+39 333 123 456');
  });

  it('shows any other number as stored, and nothing for none', () => {
    expect(formatPhone('+41 79 123 45 67')).toBe('+41 79 123 45 67');
    // A mobile number inside a longer one is not that mobile number.
    expect(formatPhone('+4133387654321')).toBe('+4133387654321');
    expect(formatPhone('33876543210')).toBe('33876543210');
    expect(formatPhone(null)).toBeNull();
    expect(formatPhone('')).toBeNull();
  });
});

describe('formatDateTime', () => {
  it('shows an instant as dd/MM/yyyy HH:mm in Italian time, summer time included', () => {
    expect(formatDateTime('2026-11-23T07:40:00.000Z')).toBe('23/11/2026 08:40');
    expect(formatDateTime('2026-07-01T22:05:00Z')).toBe('02/07/2026 00:05');
    expect(formatDateTime('2026-01-05T09:03:00+01:00')).toBe('05/01/2026 09:03');
  });

  it('hides a missing or unreadable instant', () => {
    expect(formatDateTime(null)).toBeNull();
    expect(formatDateTime('')).toBeNull();
    expect(formatDateTime('ieri')).toBeNull();
  });
});

/**
 * The formatters are written by hand (decisions/0124); Intl, with the locale data Node ships, is the
 * reference they must match to the character, over values chosen to catch rounding and grouping slips.
 */
describe('the same text as Intl it-IT', () => {
  const intlEuro = new Intl.NumberFormat('it-IT', {
    style: 'currency',
    currency: 'EUR',
    useGrouping: 'always',
  });
  const intlQuantity = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 6, useGrouping: 'always' });
  const intlDate = new Intl.DateTimeFormat('it-IT', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });
  // Ties on the shortest decimal form (2.675 is 2.67499… in binary), carries (9.995, 999.9999995),
  // the exponent forms of JavaScript (5e-7, 1e21 and up), and a seeded sweep of magnitudes.
  const chosen = [
    0.01,
    0.005,
    0.004,
    1,
    1.005,
    1.015,
    2.675,
    8.345,
    10.235,
    9.995,
    99.995,
    999.995,
    999.9999995,
    1234.5,
    1234.5678,
    12345.675,
    1e6,
    123456789.123,
    5e-7,
    4e-7,
    1.5e-7,
    1e-6,
    0.1234565,
    1.0000005,
    1e21,
    1.5e22,
    Number.MAX_SAFE_INTEGER,
    0.1 + 0.2,
  ];
  let seed = 20261127;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const sweep = Array.from({ length: 4000 }, (_, i) => {
    const magnitude = 10 ** Math.floor(random() * 16 - 7);
    const value = random() * magnitude;
    // Every fourth value a decimal with a 5 in its last place: where rounding modes part ways.
    return i % 4 === 0
      ? Number(`${value.toFixed(Math.max(0, 8 - Math.floor(Math.log10(magnitude))))}5`)
      : value;
  }).filter((value) => value > 0 && Number.isFinite(value));

  it('writes every amount as Intl does', () => {
    for (const value of [...chosen, ...sweep])
      expect(formatAmount(value), String(value)).toBe(intlEuro.format(value));
  });

  it('writes every quantity as Intl does', () => {
    for (const value of [...chosen, ...sweep])
      expect(formatQuantity(value), String(value)).toBe(intlQuantity.format(value));
  });

  it('writes every calendar day as Intl does', () => {
    for (let i = 0; i < 3000; i++) {
      const day = new Date(Date.UTC(100, 0, 1) + Math.floor(random() * 3_000_000) * 86_400_000);
      if (day.getUTCFullYear() > 9998) continue;
      const iso = day.toISOString().slice(0, 10);
      const expected = intlDate.format(day);
      expect(formatDate(iso), iso).toBe(expected);
    }
  });
});

describe('formatCents', () => {
  it('writes whole cents as it-IT writes euros, thousands grouped, as Intl does', () => {
    expect(formatCents(123_456)).toBe('1.234,56\u00a0€');
    expect(formatCents(5)).toBe('0,05\u00a0€');
    expect(formatCents(0)).toBe('0,00\u00a0€');
    expect(formatCents(100_000_000)).toBe('1.000.000,00\u00a0€');
    const intl = new Intl.NumberFormat('it-IT', {
      style: 'currency',
      currency: 'EUR',
      useGrouping: 'always',
    });
    for (const cents of [1, 99, 1_000, 123_456, 98_765_432])
      expect(formatCents(cents)).toBe(intl.format(cents / 100));
  });
});
