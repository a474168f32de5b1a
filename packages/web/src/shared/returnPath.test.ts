import { describe, expect, it } from 'vitest';
import { RETURN_PARAM, returnPathOf, safeReturnPath, withReturn } from './returnPath';

describe('safeReturnPath: only a path of the client pages of this app', () => {
  it.each([
    ['/', '/'],
    ['/polizza/12', '/polizza/12'],
    ['/polizza/12?scheda=garanzie', '/polizza/12?scheda=garanzie'],
    ['/sinistro/7', '/sinistro/7'],
    ['/sinistri', '/sinistri'],
    ['/documenti', '/documenti'],
    ['/prodotti', '/prodotti'],
    ['/profilo', '/profilo'],
    ['/profilo/modifica-cellulare', '/profilo/modifica-cellulare'],
    ['/contatti?dossier=10020030', '/contatti?dossier=10020030'],
    ['/admin', '/admin'],
    ['/documenti#elenco', '/documenti#elenco'],
  ])('follows %s', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });

  it.each([
    // Other origins, however written.
    '//evil.example/polizza/1',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example/',
    'https://evil.example/polizza/1',
    'http:/evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'polizza/1',
    ' /polizza/1',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/polizza/%2e%2e/%2e%2e/login',
    '/polizza/../login',
    '/./login',
    '/polizza/1\u0000',
    // Pages of ours that a login must not return to.
    '/login',
    '/login/0001',
    '/logout',
    '/registrazione',
    '/recupero-password/abc',
    '/first?code=1',
    '/inbanklogin?data=x',
    '/login-privacy/775',
    '/login-messages/',
    '/login-password-change/',
    '/m/M0001',
    '/profilo/C0001',
    '/not-found',
    '/qualcosa',
    '',
    `/polizza/${'1'.repeat(600)}`,
  ])('ignores %j', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it('ignores nothing at all', () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });
});

describe('withReturn and returnPathOf', () => {
  it('carries a page to return to in the query, encoded, and reads it back', () => {
    const link = withReturn('/login', '/polizza/12?scheda=garanzie');
    expect(link).toBe(`/login?${RETURN_PARAM}=%2Fpolizza%2F12%3Fscheda%3Dgaranzie`);
    expect(returnPathOf(link.slice(link.indexOf('?')))).toBe('/polizza/12?scheda=garanzie');
  });

  it('leaves the home and anything unsafe out', () => {
    expect(withReturn('/login', '/')).toBe('/login');
    expect(withReturn('/login/0001', '//evil.example')).toBe('/login/0001');
    expect(withReturn('/login', null)).toBe('/login');
    expect(returnPathOf('?ritorno=%2F%2Fevil.example')).toBeNull();
    expect(returnPathOf('?ritorno=javascript%3Aalert(1)')).toBeNull();
    expect(returnPathOf('')).toBeNull();
  });
});
