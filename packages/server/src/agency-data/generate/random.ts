/**
 * The generator's only source of chance: mulberry32, a 32-bit PRNG small enough to read and the same on
 * every platform, so that one seed always writes the same data set, byte for byte.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** An amount in [min, max] with cents. */
  amount(min: number, max: number): number {
    return Math.round((min + this.next() * (max - min)) * 100) / 100;
  }

  digits(count: number): string {
    let text = '';
    for (let i = 0; i < count; i++) text += String(this.int(0, 9));
    return text;
  }

  /** A day between two ISO dates, both included. */
  date(from: string, to: string): string {
    const start = Date.parse(from);
    const days = Math.round((Date.parse(to) - start) / DAY_MS);
    return isoDay(start + this.int(0, Math.max(0, days)) * DAY_MS);
  }
}

/** Picks items with the odds of their weights (a town by its population, a surname by its frequency). */
export class Weighted<T> {
  private readonly cumulative: number[] = [];
  private readonly total: number;

  constructor(
    private readonly items: readonly T[],
    weight: (item: T, index: number) => number,
  ) {
    let sum = 0;
    items.forEach((item, index) => {
      sum += weight(item, index);
      this.cumulative.push(sum);
    });
    this.total = sum;
  }

  pick(random: Random): T {
    const target = random.next() * this.total;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.cumulative[middle] as number) > target) high = middle;
      else low = middle + 1;
    }
    return this.items[low] as T;
  }
}

const DAY_MS = 86_400_000;

export function isoDay(ms: number): string {
  const date = new Date(ms);
  const month = date.getUTCMonth() + 1;
  const day = date.getUTCDate();
  return `${date.getUTCFullYear()}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;
}

export function addDays(iso: string, days: number): string {
  return isoDay(Date.parse(iso) + days * DAY_MS);
}

export function addMonths(iso: string, months: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return isoDay(date.getTime());
}

/** How many steps of `months` fit from one ISO date to another: the last k with from + k × months ≤ to. */
export function stepsUntil(from: string, to: string, months: number): number {
  const calendarMonths =
    (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
    Number(to.slice(5, 7)) -
    Number(from.slice(5, 7));
  let steps = Math.max(0, Math.floor(calendarMonths / months));
  // Counting calendar months ignores the day: at most one step too many.
  while (steps > 0 && addMonths(from, steps * months) > to) steps--;
  return steps;
}

/** The earlier of two ISO dates. */
export function earlierDay(a: string, b: string): string {
  if (b < a) return b;
  return a;
}

/** 2026-03-05 → 05/03/2026, as the documents write dates. */
export const italianDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** 1234.5 → 1.234,50 EUR. */
export function euro(amount: number): string {
  const [whole = '0', cents = '00'] = amount.toFixed(2).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents} EUR`;
}
