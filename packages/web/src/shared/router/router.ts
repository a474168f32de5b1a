import type { ComponentType } from 'react';
import { nextTask } from '@/shared/lib/nextTask';
import { matchBranch, type Params, type RouteObject, rankBranches } from './matching';

/** Where the tab is: the address, and what a navigation carried with it (`state`, kept in the history). */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** One per history entry: the scroll position of each is kept by it. */
  key: string;
}

export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

export interface RouteMatch {
  route: RouteObject;
  /** The route's screen: its own, or its lazy chunk's once loaded. */
  Component: ComponentType | undefined;
}

export interface RouterState {
  location: Location;
  historyAction: HistoryAction;
  /**
   * The navigation asked to keep the scroll where it is (React Router's `preventScrollReset`): a change of
   * the same page's state kept in the address, such as its open tab, is not a new page to read from the top.
   */
  preventScrollReset: boolean;
  /** The routes shown, outermost first (empty before the first page has loaded). */
  matches: RouteMatch[];
  params: Params;
  /** A chunk or a loader that failed, or no route for the path: the nearest ErrorBoundary shows. */
  error: unknown;
  /** False until the first page's chunks and loaders are in: the HydrateFallback shows until then. */
  initialized: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Keep the scroll position rather than open the page at its top (or its `#hash`). */
  preventScrollReset?: boolean;
}

export interface Router {
  readonly state: RouterState;
  /** Goes to `to` (a path, `?search` or `#hash`, resolved against the current address) or `n` steps in the history. */
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
  subscribe(listener: (state: RouterState) => void): () => void;
  /** The scroll position a history entry was left at, if it was. */
  savedScroll(key: string): number | undefined;
  /**
   * Starts loading the first page (its chunks, its loaders); until then, and until they are in, the page
   * shows `hydrateFallback`. Called once; later calls do nothing.
   */
  initialize(): void;
  /** What the first page shows while it loads: the innermost HydrateFallback of the routes matching it. */
  readonly hydrateFallback: ComponentType | undefined;
}

/** What the history keeps of each entry: React Router's shape, so entries made before an update still read. */
interface HistoryEntry {
  usr?: unknown;
  key?: string;
}

export const createPath = ({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  `${pathname}${search}${hash}`;

const newKey = () => Math.random().toString(36).slice(2, 10);

function windowLocation(): Location {
  const entry = (window.history.state ?? {}) as HistoryEntry;
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: entry.usr ?? null, key: entry.key ?? 'default' };
}

/** Where to go: a path (`/a?b#c`, `?b`, `#c`), or its parts, a missing pathname being the current one. */
export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;

const prefixed = (value: string | undefined, mark: string) =>
  !value || value === mark ? '' : value.startsWith(mark) ? value : `${mark}${value}`;

/**
 * An absolute path of plain characters, with a query and a fragment of plain characters: nothing in it that
 * `new URL` would resolve (`.` segments, a leading `//`) or escape, so its parts are what it would answer.
 * Every link of a page resolves its target when it renders, and the URL parser is what made a phone's
 * first render of a page long (issue 20).
 */
const PLAIN_PATH = /^(\/(?!\/)[\w\-/]*)(\?[\w\-=&%.]+)?(#[\w-]+)?$/;

/** `to` resolved against the current address, as a link's href is. */
export function resolveTo(to: To, from: Pick<Location, 'pathname' | 'search' | 'hash'>) {
  if (typeof to !== 'string')
    return {
      pathname: to.pathname ?? from.pathname,
      search: prefixed(to.search, '?'),
      hash: prefixed(to.hash, '#'),
    };
  const plain = PLAIN_PATH.exec(to);
  if (plain) return { pathname: plain[1] ?? '/', search: plain[2] ?? '', hash: plain[3] ?? '' };
  const url = new URL(to, `http://app${from.pathname}${from.search}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/**
 * The app's router on the browser's history: it matches the address against the route table, loads the
 * matched routes' chunks and runs their loaders, and only then shows the new page and (for a push or a
 * replace) writes the address, so that the page asked for replaces the one shown at once, as React
 * Router's data routers do. A navigation started before the last one has loaded replaces it. Nothing
 * loads before `initialize()`.
 */
export function createBrowserRouter(routes: RouteObject[]): Router {
  const branches = rankBranches(routes);
  const loaded = new Map<RouteObject, Promise<ComponentType | undefined>>();
  const listeners = new Set<(state: RouterState) => void>();
  const scrolls = new Map<string, number>();
  let latest = 0;
  let state: RouterState = {
    location: windowLocation(),
    historyAction: 'POP',
    preventScrollReset: false,
    matches: [],
    params: {},
    error: null,
    initialized: false,
  };
  const first = matchBranch(branches, state.location.pathname);
  const hydrateFallback = first?.routes.findLast((route) => route.HydrateFallback)?.HydrateFallback;
  let initialized = false;

  /** A route's screen, its chunk loaded once (and asked again after a failure, at the next navigation). */
  function component(route: RouteObject): Promise<ComponentType | undefined> {
    if (route.Component || !route.lazy) return Promise.resolve(route.Component);
    let pending = loaded.get(route);
    if (!pending) {
      pending = route.lazy().then((module) => module.Component);
      pending.catch(() => loaded.delete(route));
      loaded.set(route, pending);
    }
    return pending;
  }

  /**
   * The routes' screens, each chunk not yet asked for asked in a task of its own: asking one inserts its
   * preload links and stylesheets into the document (10–60 ms of a phone's main thread each), which would
   * otherwise add up in one long task.
   */
  async function screensOf(routes: RouteObject[]): Promise<(ComponentType | undefined)[]> {
    const screens: Promise<ComponentType | undefined>[] = [];
    let asked = false;
    for (const route of routes) {
      const asks = Boolean(route.lazy && !route.Component && !loaded.has(route));
      if (asks && asked) await nextTask();
      asked ||= asks;
      screens.push(component(route));
    }
    const all = await Promise.all(screens);
    // The last chunk was evaluated in the task now running: the page is drawn in the next one, so that a
    // phone does not evaluate and render in one long task. Chunks already in show the page at once.
    if (asked) await nextTask();
    return all;
  }

  async function load(
    location: Location,
    historyAction: HistoryAction,
    preventScrollReset = false,
  ): Promise<void> {
    const id = ++latest;
    const found = matchBranch(branches, location.pathname);
    let matches: RouteMatch[] = [];
    let error: unknown = null;
    if (!found) error = new Error(`no route for ${location.pathname}`);
    else
      try {
        const request = new Request(new URL(createPath(location), window.location.origin));
        const [components] = await Promise.all([
          screensOf(found.routes),
          Promise.all(found.routes.map((route) => route.loader?.({ request, params: found.params }))),
        ]);
        matches = found.routes.map((route, index) => ({ route, Component: components[index] }));
      } catch (failure) {
        error = failure;
        matches = found.routes.map((route) => ({ route, Component: route.Component }));
      }
    if (id !== latest) return;
    scrolls.set(state.location.key, window.scrollY);
    if (historyAction !== 'POP') {
      const entry: HistoryEntry = { usr: location.state, key: location.key };
      const url = createPath(location);
      if (historyAction === 'PUSH') window.history.pushState(entry, '', url);
      else window.history.replaceState(entry, '', url);
    }
    state = {
      location,
      historyAction,
      preventScrollReset,
      matches,
      params: found?.params ?? {},
      error,
      initialized: true,
    };
    for (const listener of listeners) listener(state);
  }

  return {
    initialize() {
      if (initialized) return;
      initialized = true;
      window.addEventListener('popstate', () => {
        void load(windowLocation(), 'POP');
      });
      void load(state.location, 'POP');
    },
    get state() {
      return state;
    },
    hydrateFallback,
    navigate(to, options = {}) {
      if (typeof to === 'number') {
        window.history.go(to);
        return Promise.resolve();
      }
      const target = resolveTo(to, state.location);
      // A link to the page shown replaces its entry rather than adding the same page again.
      const same = createPath(target) === createPath(state.location);
      const action = options.replace || same ? 'REPLACE' : 'PUSH';
      return load(
        { ...target, state: options.state ?? null, key: newKey() },
        action,
        options.preventScrollReset ?? false,
      );
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    savedScroll: (key) => scrolls.get(key),
  };
}
