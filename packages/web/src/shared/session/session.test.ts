import type { SessionUser } from '@area-clienti/contract';
import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, type KeyValueStorage, SessionKey } from './session';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const user = (over: Partial<SessionUser> = {}): SessionUser => ({
  id: '7',
  username: '10000007',
  email: 'anna@example.it',
  active: true,
  registrations: [
    { applicationId: 'area-clienti', roles: ['User'] },
    { applicationId: 'other-app', roles: ['Superuser'] },
  ],
  ...over,
});

describe('session store', () => {
  it('stores token and user in the storage and reads them back', () => {
    const storage = memoryStorage();
    const session = createSessionStore(storage, 'area-clienti');
    session.start('tok', user());
    expect(storage.data.get(SessionKey.token)).toBe('tok');
    expect(JSON.parse(storage.data.get(SessionKey.user) ?? 'null')).toEqual(user());
    // A second store on the same storage (a reload) sees the same session.
    expect(createSessionStore(storage, 'area-clienti').read()).toEqual({
      token: 'tok',
      user: user(),
      phone: null,
    });
  });

  it('has no session when nothing or something malformed is stored', () => {
    const storage = memoryStorage();
    const session = createSessionStore(storage, 'area-clienti');
    expect(session.read()).toBeNull();
    storage.setItem(SessionKey.token, 'tok');
    storage.setItem(SessionKey.user, '{not json');
    expect(session.read()).toBeNull();
    storage.setItem(SessionKey.user, JSON.stringify({ ...user(), active: 'yes' }));
    expect(session.read()).toBeNull();
  });

  it('reads the user as stored now, written by this store or not (another tab, a reload)', () => {
    const storage = memoryStorage();
    const session = createSessionStore(storage, 'area-clienti');
    session.start('tok', user());
    expect(session.read()?.user).toEqual(user());
    storage.setItem(SessionKey.user, JSON.stringify(user({ username: '10000008', active: false })));
    expect(session.read()?.user.username).toBe('10000008');
    expect(session.isValid()).toBe(false);
    storage.setItem(SessionKey.user, JSON.stringify(user()));
    expect(session.isValid()).toBe(true);
    storage.removeItem(SessionKey.user);
    expect(session.read()).toBeNull();
  });

  it('is invalid when the user is not active', () => {
    const session = createSessionStore(memoryStorage(), 'area-clienti');
    session.start('tok', user({ active: false }));
    expect(session.read()).not.toBeNull();
    expect(session.isValid()).toBe(false);
    expect(session.hasRole('User')).toBe(false);
  });

  it('takes roles only from the registration of its application id', () => {
    const session = createSessionStore(memoryStorage(), 'area-clienti');
    session.start('tok', user());
    expect(session.roles()).toEqual(['User']);
    expect(session.hasRole('User')).toBe(true);
    expect(session.hasRole('Superuser')).toBe(false);
    const other = createSessionStore(memoryStorage(), 'other-app');
    other.start('tok', user());
    expect(other.roles()).toEqual(['Superuser']);
  });

  it('keeps phone and status, and forgets everything on clear', () => {
    const storage = memoryStorage();
    const session = createSessionStore(storage, 'area-clienti');
    session.start('tok', user());
    session.setStatus({ email: 'anna@example.it', phone: '+393331234567' });
    session.setNotice('emailLogin', true);
    expect(session.read()?.phone).toBe('+393331234567');
    expect(session.readStatus()).toEqual({ email: 'anna@example.it', phone: '+393331234567' });
    expect(session.hasNotice('emailLogin')).toBe(true);
    session.clear();
    expect(session.read()).toBeNull();
    expect(session.hasNotice('emailLogin')).toBe(false);
    expect(storage.data.size).toBe(0);
  });

  it('drops what a previous user left when a new session starts', () => {
    const session = createSessionStore(memoryStorage(), 'area-clienti');
    session.start('old', user());
    session.setStatus({ email: null, phone: '+39333' });
    session.setNotice('loginWarning', true);
    session.start('new', user({ id: '8' }));
    expect(session.read()).toEqual({ token: 'new', user: user({ id: '8' }), phone: null });
    expect(session.hasNotice('loginWarning')).toBe(false);
  });

  it('dismisses one notice and keeps the others', () => {
    const session = createSessionStore(memoryStorage(), 'area-clienti');
    session.setNotice('emailLogin', true);
    session.setNotice('loginWarning', true);
    session.setNotice('emailLogin', false);
    expect(session.hasNotice('emailLogin')).toBe(false);
    expect(session.hasNotice('loginWarning')).toBe(true);
  });

  it('tells subscribers about changes until they unsubscribe', () => {
    const session = createSessionStore(memoryStorage(), 'area-clienti');
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    session.start('tok', user());
    session.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    session.start('tok', user());
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the forced-phone flag until cleared or a new session starts', () => {
    const session = createSessionStore(memoryStorage(), 'area-clienti');
    session.start('tok', user());
    expect(session.isPhoneForced()).toBe(false);
    session.setPhoneForced(true);
    expect(session.isPhoneForced()).toBe(true);
    session.setPhoneForced(false);
    expect(session.isPhoneForced()).toBe(false);
    session.setPhoneForced(true);
    session.start('new', user());
    expect(session.isPhoneForced()).toBe(false);
    session.setPhoneForced(true);
    session.clear();
    expect(session.isPhoneForced()).toBe(false);
  });
});
