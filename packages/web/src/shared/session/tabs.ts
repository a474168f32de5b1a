import type { SessionStore } from './session';

/*
 * The tabs of one browser share the client's session (issue 20, docs/decisions/0089). The token stays in
 * each tab's sessionStorage (SPEC §3): a new tab without one asks the others over a BroadcastChannel (same
 * origin only) and copies the session of the first that answers; a logout in one tab ends it in all; the
 * idle deadline one tab learns from the server is told to the others, so that a tab in use keeps the
 * others from warning.
 */

/** The channel's name: one per origin, shared by every tab of the app. */
export const TABS_CHANNEL = 'area-clienti-session';
/** How long a new tab waits for another to hand it a session before it treats the visitor as logged out. */
export const HAND_OVER_WAIT_MS = 250;

type TabMessage =
  | { kind: 'ask' }
  | { kind: 'session'; entries: Record<string, string> }
  | { kind: 'ended'; token: string }
  | { kind: 'activity'; token: string; idleEndsAt: number };

/** The part of BroadcastChannel used here (a fake in tests). */
export interface TabChannel {
  postMessage(message: unknown): void;
  onmessage: ((event: { data: unknown }) => void) | null;
}

export interface TabsOptions {
  /** The channel: BroadcastChannel in the browser; none where it does not exist. */
  channel?: TabChannel | null;
  /**
   * Another tab ended this session (a logout): end it here (the app leaves through /logout, so that no
   * page asks anything with the dead token on the way). Without it the session is forgotten at once.
   */
  onEnded?: () => void;
  /** Another tab learnt when the session ends if nothing more is done (epoch ms). */
  onActivity?: (idleEndsAt: number) => void;
  wait?: (ms: number) => Promise<void>;
}

const openChannel = (): TabChannel | null =>
  typeof BroadcastChannel === 'undefined'
    ? null
    : (new BroadcastChannel(TABS_CHANNEL) as unknown as TabChannel);

export function startTabs(store: SessionStore, options: TabsOptions = {}) {
  const channel = options.channel === undefined ? openChannel() : options.channel;
  const wait = options.wait ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  let handedOver: () => void = () => {};
  const answered = new Promise<void>((done) => {
    handedOver = done;
  });
  // Only a tab that has just opened without a session takes one, in its first moments: never a tab already
  // in use (a registration under way, a login being typed), whatever another tab says later.
  let asking = !store.read() && channel !== null;

  if (channel) {
    channel.onmessage = ({ data }) => {
      const message = data as TabMessage | null;
      if (!message || typeof message !== 'object') return;
      if (message.kind === 'ask') {
        const entries = store.snapshot();
        if (entries) channel.postMessage({ kind: 'session', entries } satisfies TabMessage);
      } else if (message.kind === 'session') {
        if (asking && store.adopt(message.entries)) handedOver();
      } else if (message.kind === 'ended') {
        if (store.read()?.token === message.token) {
          if (options.onEnded) options.onEnded();
          else store.clear();
        }
      } else if (message.kind === 'activity') {
        if (store.read()?.token === message.token && Number.isFinite(message.idleEndsAt))
          options.onActivity?.(message.idleEndsAt);
      }
    };
  }

  if (asking) channel?.postMessage({ kind: 'ask' } satisfies TabMessage);
  /** Resolves once this tab has the session another handed it, or none came in time. */
  const ready = asking
    ? Promise.race([answered, wait(HAND_OVER_WAIT_MS)]).then(() => {
        asking = false;
      })
    : Promise.resolve();

  return {
    ready,
    /** This tab ended the session (logout): the other tabs holding it end it too. */
    announceEnd(token: string) {
      channel?.postMessage({ kind: 'ended', token } satisfies TabMessage);
    },
    /** This tab learnt when the session ends if nothing more is done: the other tabs take it too. */
    announceActivity(token: string, idleEndsAt: number) {
      channel?.postMessage({ kind: 'activity', token, idleEndsAt } satisfies TabMessage);
    },
  };
}

export type Tabs = ReturnType<typeof startTabs>;
