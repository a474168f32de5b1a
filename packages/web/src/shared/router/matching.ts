import type { ComponentType } from 'react';

/** A path's parameters by name; a trailing `*` puts the rest of the path under `*`. */
export type Params = Readonly<Record<string, string | undefined>>;

/** What a route module's `lazy` gives: the route's screen, loaded with its chunk. */
export interface LazyRoute {
  Component?: ComponentType;
}

/**
 * One route of the table, in React Router's words (the app was written on it, decisions/0125): a `path`
 * relative to its parent's (`:name`, `:name?`, a trailing `*`), or `index` for the parent's own path; a
 * `Component` or a `lazy` chunk giving it; a `loader` awaited before the route shows; the screens shown
 * while the first page loads (`HydrateFallback`) and when anything below fails (`ErrorBoundary`).
 */
export interface RouteObject {
  path?: string;
  index?: boolean;
  Component?: ComponentType;
  lazy?: () => Promise<LazyRoute>;
  loader?: (args: { request: Request; params: Params }) => unknown;
  HydrateFallback?: ComponentType;
  ErrorBoundary?: ComponentType;
  children?: RouteObject[];
}

export interface PathMatch {
  params: Params;
  /** The part of the path the pattern matched. */
  pathname: string;
  pattern: string;
}

interface Compiled {
  regex: RegExp;
  names: string[];
}

const compiled = new Map<string, Compiled>();
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern as a regular expression, as React Router reads patterns: case-insensitive, a trailing slash
 * optional; `end` false matches the pattern as a prefix of whole segments.
 */
function compile(pattern: string, end: boolean): Compiled {
  const key = `${end ? 'end' : 'prefix'} ${pattern}`;
  const known = compiled.get(key);
  if (known) return known;
  const names: string[] = [];
  let source = '^';
  let splat = false;
  for (const segment of pattern.split('/').filter(Boolean)) {
    const param = /^:([\w-]+)(\?)?$/.exec(segment);
    if (segment === '*') {
      names.push('*');
      source += '(?:/(.*))?';
      splat = true;
    } else if (param?.[1]) {
      names.push(param[1]);
      source += param[2] ? '(?:/([^/]+))?' : '/([^/]+)';
    } else source += `/${escapeRegex(segment)}`;
  }
  source += splat || end ? '/*$' : '(?=/|$)';
  const made = { regex: new RegExp(source, 'i'), names };
  compiled.set(key, made);
  return made;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The match of `pattern` (the whole path, or its start with `end: false`) against `pathname`, or null. */
export function matchPath(
  pattern: string | { path: string; end?: boolean },
  pathname: string,
): PathMatch | null {
  const { path, end = true } = typeof pattern === 'string' ? { path: pattern } : pattern;
  const { regex, names } = compile(path, end);
  const found = regex.exec(pathname);
  if (!found) return null;
  const params: Record<string, string | undefined> = {};
  names.forEach((name, index) => {
    const value = found[index + 1];
    params[name] = value === undefined ? (name === '*' ? '' : undefined) : decode(value);
  });
  return { params, pathname: found[0] || '/', pattern: path };
}

/** A route with the routes above it, down to one that answers a path. */
export interface Branch {
  pattern: string;
  routes: RouteObject[];
  score: number;
}

const joinPaths = (parent: string, child: string) => `${parent}/${child}`.replace(/\/{2,}/g, '/');

/** `/a/:b?/c` as the patterns it stands for, with and without each optional segment. */
function explode(pattern: string): string[] {
  const segments = pattern.split('/').filter(Boolean);
  const index = segments.findIndex((segment) => segment.endsWith('?'));
  if (index < 0) return [pattern];
  const required = segments.slice(0, index).join('/');
  const rest = segments.slice(index + 1).join('/');
  const kept = segments[index]?.slice(0, -1) ?? '';
  return [
    ...explode(`/${[required, rest].filter(Boolean).join('/')}`),
    ...explode(`/${[required, kept, rest].filter(Boolean).join('/')}`),
  ];
}

/**
 * React Router's ranking: more segments, static ones (10) over parameters (3) over empty ones (1), a
 * splat costing 2 and an index route worth 2; equal scores keep the table's order.
 */
function score(pattern: string, index: boolean): number {
  const segments = pattern.split('/');
  let total = segments.length + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') total -= 2;
    else if (segment.startsWith(':')) total += 3;
    else total += segment === '' ? 1 : 10;
  }
  return total;
}

/** Every path the table answers, best first. */
export function rankBranches(routes: RouteObject[]): Branch[] {
  const branches: Branch[] = [];
  const walk = (level: RouteObject[], parents: RouteObject[], parentPath: string) => {
    for (const route of level) {
      const path = route.index ? parentPath : joinPaths(parentPath, route.path ?? '');
      const chain = [...parents, route];
      if (route.children?.length) walk(route.children, chain, path);
      if (route.index || route.path !== undefined)
        for (const pattern of explode(path))
          branches.push({ pattern, routes: chain, score: score(pattern, route.index === true) });
    }
  };
  walk(routes, [], '/');
  // Array.prototype.sort is stable: equal scores stay in the table's order.
  return branches.sort((a, b) => b.score - a.score);
}

/** The routes answering `pathname`, outermost first, with the path's parameters; null if none does. */
export function matchBranch(
  branches: Branch[],
  pathname: string,
): { routes: RouteObject[]; params: Params } | null {
  for (const branch of branches) {
    const found = matchPath(branch.pattern, pathname);
    if (found) return { routes: branch.routes, params: found.params };
  }
  return null;
}
