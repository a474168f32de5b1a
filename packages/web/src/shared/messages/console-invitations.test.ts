import { describe, expect, it } from 'vitest';
import { durationInWords, invitationTexts } from './console-invitations';

// The time left of a bulk invitation, as the console says it (decisions/0155).
describe('the time left of an invitation run', () => {
  it('says it in minutes and hours, rounded up to the minute', () => {
    expect(durationInWords(0)).toBe('nessuno');
    expect(durationInWords(3)).toBe('meno di un minuto');
    expect(durationInWords(60)).toBe('circa 1 minuto');
    expect(durationInWords(61)).toBe('circa 2 minuti');
    expect(durationInWords(3_600)).toBe('circa 1 h');
    expect(durationInWords(100_000 / 2)).toBe('circa 13 h 54 min');
    expect(invitationTexts.invitations.timeLeft(1_800)).toBe('Tempo rimanente: circa 30 minuti');
    expect(invitationTexts.invitations.rate(3_480)).toBe('Ritmo raggiunto: 3480 al minuto');
  });
});
