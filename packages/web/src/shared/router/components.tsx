import {
  type AnchorHTMLAttributes,
  Component,
  type ComponentType,
  createContext,
  type MouseEvent,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { matchPath, type Params, type PathMatch } from './matching';
import {
  createPath,
  type Location,
  type NavigateOptions,
  type Router,
  type RouterState,
  resolveTo,
  type To,
} from './router';

const RouterContext = createContext<{ router: Router; state: RouterState } | null>(null);
/** How deep the route being rendered sits in the matched routes: its Outlet renders the next one. */
const DepthContext = createContext(0);

function useRouter() {
  const context = useContext(RouterContext);
  if (!context) throw new Error('a router hook outside <RouterProvider>');
  return context;
}

/**
 * Catches what a route's screen throws while rendering and shows the route's ErrorBoundary instead; the
 * next page (another history entry) renders afresh.
 */
class RenderErrorBoundary extends Component<
  { fallback: ComponentType; locationKey: string; children: ReactNode },
  { failed: boolean; locationKey: string }
> {
  override state = { failed: false, locationKey: this.props.locationKey };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(
    props: { locationKey: string },
    state: { locationKey: string },
  ): { failed: boolean; locationKey: string } | null {
    return props.locationKey === state.locationKey ? null : { failed: false, locationKey: props.locationKey };
  }
  override componentDidCatch(error: unknown) {
    console.error(error);
  }
  override render() {
    const Fallback = this.props.fallback;
    return this.state.failed ? <Fallback /> : this.props.children;
  }
}

/** The matched route at `depth` with what it renders in its Outlet, inside its ErrorBoundary if it has one. */
function RouteAt({ depth }: { depth: number }) {
  const { state } = useRouter();
  const match = state.matches[depth];
  if (!match) return null;
  const { route, Component: Screen } = match;
  // A failed chunk or loader: the deepest route with an ErrorBoundary shows it in its own place.
  if (state.error) {
    const deepest = state.matches.findLastIndex((each) => each.route.ErrorBoundary);
    if (deepest === depth && route.ErrorBoundary) return <route.ErrorBoundary />;
  }
  const screen = Screen ? <Screen /> : <Outlet />;
  const content = <DepthContext.Provider value={depth}>{screen}</DepthContext.Provider>;
  return route.ErrorBoundary ? (
    <RenderErrorBoundary fallback={route.ErrorBoundary} locationKey={state.location.key}>
      {content}
    </RenderErrorBoundary>
  ) : (
    content
  );
}

/** Renders the app's pages from `router`: the first page's HydrateFallback until its chunks are in. */
export function RouterProvider({ router }: { router: Router }) {
  const [state, setState] = useState(router.state);
  useEffect(() => {
    setState(router.state);
    return router.subscribe(setState);
  }, [router]);
  const value = useMemo(() => ({ router, state }), [router, state]);
  const Fallback = router.hydrateFallback;
  // The fallback is inside the router's context: its links work, and it reads the address.
  return (
    <RouterContext.Provider value={value}>
      {state.initialized ? <RouteAt depth={0} /> : Fallback ? <Fallback /> : null}
    </RouterContext.Provider>
  );
}

/** Where a layout route shows the route below it. */
export function Outlet() {
  const depth = useContext(DepthContext);
  return <RouteAt depth={depth + 1} />;
}

export const useLocation = (): Location => useRouter().state.location;

/** The parameters of the path shown (`:name` of every matched route). */
export const useParams = <T extends Params = Params>(): T => useRouter().state.params as T;

export function useNavigate() {
  return useRouter().router.navigate;
}

export function useMatch(pattern: string): PathMatch | null {
  return matchPath(pattern, useLocation().pathname);
}

type SearchInit = URLSearchParams | string | Record<string, string> | [string, string][];

/** The address's query, and a setter that navigates to the same path with another query. */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => Promise<void>,
] {
  const { router, state } = useRouter();
  const { search } = state.location;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
    const init = typeof next === 'function' ? next(new URLSearchParams(search)) : next;
    return router.navigate(`?${new URLSearchParams(init).toString()}`, options);
  };
  return [params, set];
}

/** Goes to `to` once rendered. */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const { router, state: current } = useRouter();
  const path = createPath(resolveTo(to, current.location));
  useEffect(() => {
    void router.navigate(path, { replace, state });
  }, [router, path, replace, state]);
  return null;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
}

/** A plain click (no modifier key, no other target) that the router handles rather than the browser. */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
  (!target || target === '_self');

/** A link inside the app: an `<a href>` that navigates without reloading the page. */
export function Link({ to, replace, state, preventScrollReset, onClick, target, ...anchor }: LinkProps) {
  const { router, state: current } = useRouter();
  const href = createPath(resolveTo(to, current.location));
  return (
    <a
      {...anchor}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event, target) || anchor.download !== undefined) return;
        event.preventDefault();
        void router.navigate(to, { replace, state, preventScrollReset });
      }}
    />
  );
}

/** A link of a menu: class `active` and `aria-current="page"` while its page (or, without `end`, a page below it) is shown. */
export function NavLink({ end, className, ...link }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const target = resolveTo(link.to, { pathname, search: '', hash: '' }).pathname;
  const active = matchPath({ path: target, end: end ?? false }, pathname) !== null;
  return (
    <Link
      {...link}
      className={[className, active ? 'active' : null].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
    />
  );
}

/**
 * The scroll of each page: a new page opens at its top (or at its `#hash`), Back and Forward find a page
 * where it was left; a navigation that asked to keep the scroll (`preventScrollReset`: a tab chosen on the
 * same page) leaves it where it is.
 */
export function ScrollRestoration() {
  const { router, state } = useRouter();
  const { key, hash } = state.location;
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new history entry is what scrolls
  useLayoutEffect(() => {
    if (state.historyAction === 'POP') {
      const saved = router.savedScroll(key);
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    if (state.preventScrollReset) return;
    const anchor = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key]);
  return null;
}
