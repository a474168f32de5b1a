import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from './matching';
import { createBrowserRouter, type RouterState } from './router';

/** The part of the browser's window the router reads and writes: an address and its history. */
function stubWindow(pathname: string) {
  const location = { pathname, search: '', hash: '', origin: 'http://app' };
  const history = {
    state: null as unknown,
    pushState(state: unknown, _title: string, url: string) {
      history.state = state;
      location.pathname = new URL(url, 'http://app').pathname;
    },
    replaceState(state: unknown, _title: string, url: string) {
      history.pushState(state, _title, url);
    },
    go: vi.fn(),
  };
  vi.stubGlobal('window', { location, history, scrollY: 0, addEventListener: vi.fn() });
}

const flushMicrotasks = async () => {
  for (let microtask = 0; microtask < 50; microtask++) await Promise.resolve();
};
/** Waits for the tasks already queued (the router's `nextTask`) to run. */
const afterTasks = () => new Promise((resolve) => setTimeout(resolve, 20));

const Home = () => null;
const Policy = () => null;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('router: when a page is drawn', () => {
  it('draws a page whose chunk it asked in a task after the chunk came in, and one whose chunk is in at once', async () => {
    stubWindow('/');
    const routes: RouteObject[] = [
      { path: '/', lazy: async () => ({ Component: Home }) },
      { path: 'polizza', Component: Policy },
    ];
    const router = createBrowserRouter(routes);
    const drawn: RouterState[] = [];
    router.subscribe((state) => drawn.push(state));

    router.initialize();
    // The chunk's promise is resolved within these microtasks: the page waits for the next task.
    await flushMicrotasks();
    expect(drawn).toHaveLength(0);
    await afterTasks();
    expect(drawn.map((state) => state.matches[0]?.Component)).toEqual([Home]);

    // A page with nothing to ask is drawn without waiting for a task.
    void router.navigate('/polizza');
    await flushMicrotasks();
    expect(drawn.map((state) => state.location.pathname)).toEqual(['/', '/polizza']);
    expect(drawn[1]?.matches[0]?.Component).toBe(Policy);
  });
});

describe('router: the scroll a navigation asks for', () => {
  it('carries preventScrollReset to the state it draws, for that navigation only', async () => {
    stubWindow('/polizza');
    const router = createBrowserRouter([{ path: 'polizza', Component: Policy }]);
    const drawn: RouterState[] = [];
    router.subscribe((state) => drawn.push(state));
    router.initialize();
    await flushMicrotasks();

    // A tab chosen on the same page keeps the scroll; the next plain navigation resets it again.
    void router.navigate('?scheda=movimenti', { replace: true, preventScrollReset: true });
    await flushMicrotasks();
    void router.navigate('/polizza?scheda=garanzie');
    await flushMicrotasks();
    expect(drawn.map(({ historyAction, preventScrollReset }) => [historyAction, preventScrollReset])).toEqual(
      [
        ['POP', false],
        ['REPLACE', true],
        ['PUSH', false],
      ],
    );
  });
});
