import { describe, expect, it } from 'vitest';
import { RoutePattern } from '@/shared/routes';
import { matchBranch, matchPath, type RouteObject, rankBranches } from './matching';

describe('matchPath', () => {
  it('matches static segments case-insensitively, with or without a trailing slash', () => {
    expect(matchPath('/login', '/login')?.params).toEqual({});
    expect(matchPath('/login', '/Login/')).not.toBeNull();
    expect(matchPath('/login-messages/', '/login-messages')).not.toBeNull();
    expect(matchPath('/login', '/login/x')).toBeNull();
    expect(matchPath('/login', '/loginx')).toBeNull();
    expect(matchPath('/', '/')).not.toBeNull();
    expect(matchPath('/', '/polizza/1')).toBeNull();
  });

  it('reads parameters, decoded, and an optional one only when it is there', () => {
    expect(matchPath(RoutePattern.dossier, '/polizza/42')?.params).toEqual({ dossierId: '42' });
    expect(matchPath(RoutePattern.loginMessage, '/login/C%2F01')?.params).toEqual({ messageCode: 'C/01' });
    expect(matchPath(RoutePattern.loginMessage, '/login/%E0%A4%A')?.params).toEqual({
      messageCode: '%E0%A4%A',
    });
    expect(matchPath(RoutePattern.claimReportDraft, '/denuncia-sinistro/7')?.params).toEqual({
      reportId: '7',
      passo: undefined,
    });
    expect(matchPath(RoutePattern.claimReportDraft, '/denuncia-sinistro/7/firma')?.params).toEqual({
      reportId: '7',
      passo: 'firma',
    });
    expect(matchPath(RoutePattern.dossier, '/polizza/')).toBeNull();
  });

  it('gives a splat the rest of the path, empty at its start', () => {
    expect(matchPath('/admin/*', '/admin')?.params).toEqual({ '*': '' });
    expect(matchPath('/admin/*', '/admin/clienti/12')?.params).toEqual({ '*': 'clienti/12' });
    expect(matchPath('/admin/*', '/administrator')).toBeNull();
  });

  it('without `end`, matches the start of a path on whole segments only', () => {
    expect(matchPath({ path: '/admin', end: false }, '/admin/clienti')?.pathname).toBe('/admin');
    expect(matchPath({ path: '/admin', end: false }, '/administrator')).toBeNull();
    expect(matchPath({ path: '/admin', end: true }, '/admin/clienti')).toBeNull();
  });
});

describe('rankBranches and matchBranch', () => {
  const route = (name: string, more: Partial<RouteObject> = {}) =>
    ({ ...more, loader: () => name }) as RouteObject & { loader: () => string };
  const login = route('login', { path: 'login' });
  const loginMessage = route('loginMessage', { path: 'login/:messageCode' });
  const profileMessage = route('profileMessage', { path: 'profilo/:messageCode' });
  const profilePhone = route('profilePhone', { path: 'profilo/modifica-cellulare' });
  const notFound = route('notFound', { path: '*' });
  const home = route('home', { index: true });
  const step = route('step', { path: 'secondo-fattore/:passo?' });
  const frame = route('frame', { children: [home, profileMessage, profilePhone] });
  const publicFrame = route('public', { children: [login, loginMessage, step, notFound] });
  const root = route('root', { children: [publicFrame, frame] });
  const branches = rankBranches([root]);
  const answer = (pathname: string) => {
    const found = matchBranch(branches, pathname);
    return (
      found && { routes: found.routes.map((each) => (each as typeof root).loader()), params: found.params }
    );
  };

  it('answers a path with its route and every layout above it, outermost first', () => {
    expect(answer('/login')).toEqual({ routes: ['root', 'public', 'login'], params: {} });
    expect(answer('/')).toEqual({ routes: ['root', 'frame', 'home'], params: {} });
    expect(answer('/login/C0001')).toEqual({
      routes: ['root', 'public', 'loginMessage'],
      params: { messageCode: 'C0001' },
    });
  });

  it('prefers a static segment to a parameter, whatever the table’s order', () => {
    expect(answer('/profilo/modifica-cellulare')?.routes.at(-1)).toBe('profilePhone');
    expect(answer('/profilo/P0001')?.routes.at(-1)).toBe('profileMessage');
  });

  it('takes an optional segment both ways, and leaves the rest to the splat', () => {
    expect(answer('/secondo-fattore')?.routes.at(-1)).toBe('step');
    expect(answer('/secondo-fattore/attiva')).toEqual({
      routes: ['root', 'public', 'step'],
      params: { passo: 'attiva' },
    });
    expect(answer('/secondo-fattore/attiva/oltre')?.routes.at(-1)).toBe('notFound');
    expect(answer('/nessuna/pagina')).toEqual({
      routes: ['root', 'public', 'notFound'],
      params: { '*': 'nessuna/pagina' },
    });
  });

  it('answers nothing where no route and no splat is', () => {
    expect(matchBranch(rankBranches([frame]), '/login')).toBeNull();
  });
});
