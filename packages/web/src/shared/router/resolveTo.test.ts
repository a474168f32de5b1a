import { describe, expect, it } from 'vitest';
import { resolveTo } from './router';

const from = { pathname: '/polizze/12', search: '?vista=tutte', hash: '#cima' };

/** What the URL parser answers for `to` on the page `from`: how a browser resolves a link's href. */
function byUrlParser(to: string) {
  const url = new URL(to, `http://app${from.pathname}${from.search}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

describe('resolveTo', () => {
  it('answers what the URL parser answers, for plain paths and for those it must resolve or escape', () => {
    const targets = [
      '/',
      '/polizza/1',
      '/polizza/1/sinistri',
      '/documenti?tipo=polizza&pagina=2',
      '/ricerca?q=a.b%20c',
      '/profilo#consensi',
      '/profilo?scheda=dati#consensi',
      '/profilo?',
      '/profilo#',
      '/a/../b',
      '/a/./b',
      '//esterno.example/x',
      '/caffè',
      '/a b?c d#e f',
      '/a?x="y"',
      '?pagina=3',
      '#fondo',
      'sinistri',
      '../altro',
      '',
    ];
    for (const to of targets) expect(resolveTo(to, from), to).toEqual(byUrlParser(to));
  });

  it('fills the parts a path object leaves out from the current address', () => {
    expect(resolveTo({ search: 'pagina=2' }, from)).toEqual({
      pathname: '/polizze/12',
      search: '?pagina=2',
      hash: '',
    });
    expect(resolveTo({ pathname: '/a', hash: '#b' }, from)).toEqual({
      pathname: '/a',
      search: '',
      hash: '#b',
    });
  });
});
