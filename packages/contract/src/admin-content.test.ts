import { describe, expect, it } from 'vitest';
import { contentStateOf, isMessageLink, newPrivacyTemplate } from './admin-content.js';

describe('the links a login message may hold (MESSAGE_LINK, on the server and in the web app)', () => {
  it.each([
    'https://www.example.it/polizze?x=1',
    'HTTP://example.it',
    'mailto:filiale@example.it',
    '/prodotti',
    'prodotti',
    'contatti?dossier=1',
  ])('keeps %s', (href) => expect(isMessageLink(href)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'java\u0000script:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'tel:+390612345678',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '',
  ])('drops %j', (href) => expect(isMessageLink(href)).toBe(false));
});

describe('contentStateOf', () => {
  it('reads draft, published and withdrawn from the dates', () => {
    expect(contentStateOf({ publishedAt: null, withdrawnAt: null })).toBe('draft');
    expect(contentStateOf({ publishedAt: new Date(), withdrawnAt: null })).toBe('published');
    expect(contentStateOf({ publishedAt: null, withdrawnAt: new Date() })).toBe('withdrawn');
    expect(contentStateOf({ publishedAt: '2026-11-01', withdrawnAt: '2026-11-02' })).toBe('withdrawn');
  });
});

describe('newPrivacyTemplate', () => {
  it('takes the type as a number, and keeps the consents as plain text', () => {
    expect(
      newPrivacyTemplate.parse({ type: 775, templateID: '775-2027', items: { privacy01value: ' Sì ' } }),
    ).toEqual({ type: '775', templateID: '775-2027', items: { privacy01value: 'Sì' } });
    for (const items of [{}, { privacy01value: 'a <b>' }, { privacy00value: 'x' }, { privacy20value: 'x' }]) {
      expect(newPrivacyTemplate.safeParse({ type: '775', templateID: 'x', items }).success).toBe(false);
    }
  });
});
