import { describe, expect, it, vi } from 'vitest';
import { createSessionStore } from './session';
import { startTabs, type TabChannel } from './tabs';

/** Tabs of one browser: every channel hears what the others post, as BroadcastChannel does. */
function browser() {
  const channels: TabChannel[] = [];
  return () => {
    const channel: TabChannel = {
      onmessage: null,
      postMessage(message) {
        for (const other of channels)
          if (other !== channel) other.onmessage?.({ data: structuredClone(message) });
      },
    };
    channels.push(channel);
    return channel;
  };
}

const memory = () => {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
};

const user = {
  id: '10000001',
  username: '10000001',
  email: 'mario.rossi@example.it',
  active: true,
  registrations: [{ applicationId: 'area-clienti', roles: ['User'] }],
};
const TOKEN = 'a'.repeat(43);
const never = () => new Promise<void>(() => {});

describe('tabs of one browser share the session (docs/decisions/0089)', () => {
  it('a new tab is handed the session of an open one, notices and pending step included', async () => {
    const channelOf = browser();
    const open = createSessionStore(memory(), 'area-clienti');
    open.start(TOKEN, user);
    open.setNotice('loginWarning', true);
    open.setPendingStep('/login-password-change/');
    startTabs(open, { channel: channelOf() });

    const fresh = createSessionStore(memory(), 'area-clienti');
    await startTabs(fresh, { channel: channelOf(), wait: never }).ready;
    expect(fresh.read()?.token).toBe(TOKEN);
    expect(fresh.hasNotice('loginWarning')).toBe(true);
    expect(fresh.pendingStep()).toBe('/login-password-change/');
  });

  it('a tab takes a session only while it asks, in its first moments', async () => {
    const channelOf = browser();
    const fresh = createSessionStore(memory(), 'area-clienti');
    await startTabs(fresh, { channel: channelOf(), wait: async () => {} }).ready;
    const open = createSessionStore(memory(), 'area-clienti');
    open.start(TOKEN, user);
    startTabs(open, { channel: channelOf() });
    // A third tab asks: the open one answers, and the first, no longer asking, takes nothing.
    startTabs(createSessionStore(memory(), 'area-clienti'), { channel: channelOf(), wait: never });
    expect(fresh.read()).toBeNull();
  });

  it('a new tab alone goes on without a session once the wait is over', async () => {
    const fresh = createSessionStore(memory(), 'area-clienti');
    await startTabs(fresh, { channel: browser()(), wait: async () => {} }).ready;
    expect(fresh.read()).toBeNull();
  });

  it('hands over nothing from a tab without a valid session, and takes nothing malformed', async () => {
    const channelOf = browser();
    const inactive = createSessionStore(memory(), 'area-clienti');
    inactive.start(TOKEN, { ...user, active: false });
    startTabs(inactive, { channel: channelOf() });
    const fresh = createSessionStore(memory(), 'area-clienti');
    await startTabs(fresh, { channel: channelOf(), wait: async () => {} }).ready;
    expect(fresh.read()).toBeNull();
    expect(fresh.adopt({ token: 'short', user: JSON.stringify(user) })).toBe(false);
    expect(fresh.adopt({ token: TOKEN, user: '{"id":1}' })).toBe(false);
    expect(fresh.adopt('nonsense')).toBe(false);
  });

  it('a logout in one tab ends the same session in the others, not another one', () => {
    const channelOf = browser();
    const [a, b, c] = [0, 1, 2].map(() => createSessionStore(memory(), 'area-clienti'));
    a?.start(TOKEN, user);
    b?.start(TOKEN, user);
    c?.start('b'.repeat(43), user);
    const ended = vi.fn();
    const tabA = startTabs(a as never, { channel: channelOf() });
    startTabs(b as never, { channel: channelOf(), onEnded: ended });
    startTabs(c as never, { channel: channelOf(), onEnded: ended });
    const d = createSessionStore(memory(), 'area-clienti');
    d.start(TOKEN, user);
    startTabs(d, { channel: channelOf() });
    tabA.announceEnd(TOKEN);
    // The app's handler ends it (through /logout); without one, it is forgotten at once.
    expect(ended).toHaveBeenCalledTimes(1);
    expect(d.read()).toBeNull();
    expect(c?.read()).not.toBeNull();
  });

  it('tells the other tabs of the same session when it ends if nothing more is done', () => {
    const channelOf = browser();
    const [a, b] = [0, 1].map(() => createSessionStore(memory(), 'area-clienti'));
    a?.start(TOKEN, user);
    b?.start(TOKEN, user);
    const activity = vi.fn();
    const tabA = startTabs(a as never, { channel: channelOf() });
    startTabs(b as never, { channel: channelOf(), onActivity: activity });
    tabA.announceActivity(TOKEN, 1_000_000);
    tabA.announceActivity('c'.repeat(43), 2_000_000);
    expect(activity).toHaveBeenCalledExactlyOnceWith(1_000_000);
  });
});
