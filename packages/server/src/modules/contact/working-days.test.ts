import { describe, expect, it } from 'vitest';
import { answerDueAt, easterMonday, isWorkingDay } from './working-days.js';

describe('the promise "entro un giorno lavorativo" (docs/decisions/0104)', () => {
  it('knows Easter Monday and the national holidays; weekends are off', () => {
    expect(easterMonday(2026)).toBe('2026-04-06');
    expect(easterMonday(2027)).toBe('2027-03-29');
    expect(isWorkingDay('2026-11-27')).toBe(true); // a Friday
    expect(isWorkingDay('2026-11-28')).toBe(false); // Saturday
    expect(isWorkingDay('2026-12-08')).toBe(false); // Immacolata
    expect(isWorkingDay('2026-04-06')).toBe(false);
    expect(isWorkingDay('2026-04-07')).toBe(true);
  });

  it('a request on a working day is due at the same time of the next one, in Rome', () => {
    // Tuesday 10:30 in Rome (winter, UTC+1) → Wednesday 10:30.
    expect(answerDueAt(new Date('2026-11-24T09:30:00Z')).toISOString()).toBe('2026-11-25T09:30:00.000Z');
    // Friday → Monday.
    expect(answerDueAt(new Date('2026-11-27T09:30:00Z')).toISOString()).toBe('2026-11-30T09:30:00.000Z');
    // Monday 7 December → Wednesday 9 (the 8th is a holiday).
    expect(answerDueAt(new Date('2026-12-07T16:00:00Z')).toISOString()).toBe('2026-12-09T16:00:00.000Z');
    // Friday 23 October 2026, 10:00 summer time → Monday 26, 10:00 winter time (the clocks went back).
    expect(answerDueAt(new Date('2026-10-23T08:00:00Z')).toISOString()).toBe('2026-10-26T09:00:00.000Z');
  });

  it('a request on a day off is due by the end of the first working day after it', () => {
    // Saturday → end of Monday in Rome (midnight UTC+1).
    expect(answerDueAt(new Date('2026-11-28T15:00:00Z')).toISOString()).toBe('2026-11-30T23:00:00.000Z');
    // Late on Friday in UTC but already Saturday in Rome.
    expect(answerDueAt(new Date('2026-11-27T23:30:00Z')).toISOString()).toBe('2026-11-30T23:00:00.000Z');
  });
});
