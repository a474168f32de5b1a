import { describe, expect, it } from 'vitest';
import {
  choicesToSend,
  currentConsentChoices,
  refusedNecessary,
  type TemplateConsent,
  templateConsents,
} from './consents';

describe('privacy template consents (SPEC §3)', () => {
  const template = {
    type: '775',
    templateID: 'T2026',
    privacy01value: 'Trattamento per finalità contrattuali',
    privacy02value: '',
    privacy03value: '   ',
    privacy04value: null,
    privacy10value: ' Comunicazioni commerciali ',
    privacy20value: 'beyond the 19 keys',
    other: 'ignored',
  };

  it('lists the non-empty consents in key order', () => {
    expect(templateConsents(template)).toEqual([
      { key: 'privacy01', text: 'Trattamento per finalità contrattuali' },
      { key: 'privacy10', text: 'Comunicazioni commerciali' },
    ]);
    expect(templateConsents({ type: '775', templateID: 'T' })).toEqual([]);
  });

  it('sends the answer, yes or no, to each consent of the template only, and nothing while one is unanswered', () => {
    const consents = templateConsents(template);
    expect(choicesToSend(consents, { privacy01: 'S', privacy10: 'N', privacy02: 'S' })).toEqual({
      privacy01: 'S',
      privacy10: 'N',
    });
    expect(choicesToSend(consents, { privacy01: 'N', privacy10: 'N' })).toEqual({
      privacy01: 'N',
      privacy10: 'N',
    });
    expect(choicesToSend(consents, { privacy01: 'S', privacy10: '' })).toBeNull();
  });
});

describe('the profile consents: current answers (SPEC §5 privacy items)', () => {
  const consents: TemplateConsent[] = [
    { key: 'privacy01', text: 'Gestione del contratto' },
    { key: 'privacy02', text: 'Comunicazioni commerciali' },
    { key: 'privacy03', text: 'Offerte personalizzate' },
  ];

  it('starts from the answers given to the template in force', () => {
    const given = {
      type: '775',
      templateID: 'T2',
      updatedAt: '2026-11-02T09:00:00.000Z',
      privacy01: { descr: 'Gestione del contratto', value: 'S' },
      privacy02: { descr: 'Testo diverso, stesso modello', value: 'N' },
      privacy03: { descr: 'Offerte personalizzate', value: 'S' },
    };
    expect(currentConsentChoices(consents, 'T2', given)).toEqual({
      privacy01: 'S',
      privacy02: 'N',
      privacy03: 'S',
    });
  });

  it('keeps an older template’s answer only for the same text; a new or reworded consent starts unanswered', () => {
    const older = {
      type: '775',
      templateID: 'T1',
      updatedAt: '2026-01-15T09:00:00.000Z',
      privacy01: { descr: ' Gestione del contratto ', value: 'S' },
      privacy02: { descr: 'Newsletter', value: 'S' },
    };
    expect(currentConsentChoices(consents, 'T2', older)).toEqual({
      privacy01: 'S',
      privacy02: '',
      privacy03: '',
    });
  });

  it('starts unanswered without any consent, or with malformed entries', () => {
    expect(currentConsentChoices(consents, 'T2', null)).toEqual({
      privacy01: '',
      privacy02: '',
      privacy03: '',
    });
    const odd = { templateID: 'T2', privacy01: 'S', privacy02: { descr: 'x', value: 'X' }, privacy03: null };
    expect(currentConsentChoices(consents, 'T2', odd)).toEqual({
      privacy01: '',
      privacy02: '',
      privacy03: '',
    });
  });

  it('sends an answer for every consent, or nothing while one is unanswered', () => {
    expect(
      choicesToSend(consents, { privacy01: 'S', privacy02: 'N', privacy03: 'N', privacy04: 'S' }),
    ).toEqual({
      privacy01: 'S',
      privacy02: 'N',
      privacy03: 'N',
    });
    expect(choicesToSend(consents, { privacy01: 'S', privacy02: '', privacy03: 'N' })).toBeNull();
    expect(choicesToSend(consents, {})).toBeNull();
  });
});

describe('the consent marked "(necessario)" (docs/decisions/0088)', () => {
  const consents: TemplateConsent[] = [
    { key: 'privacy01', text: 'Gestione del contratto e dei sinistri (necessario)' },
    { key: 'privacy02', text: 'Comunicazioni commerciali' },
  ];

  it('stops the form only when it is answered no; a no to the others is free', () => {
    expect(refusedNecessary(consents, { privacy01: 'N', privacy02: 'N' })).toBe('privacy01');
    expect(refusedNecessary(consents, { privacy01: 'S', privacy02: 'N' })).toBeNull();
    expect(refusedNecessary(consents, { privacy01: '', privacy02: 'S' })).toBeNull();
    expect(refusedNecessary([consents[1] as TemplateConsent], { privacy02: 'N' })).toBeNull();
  });
});
