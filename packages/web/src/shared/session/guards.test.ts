import type { SessionUser } from '@area-clienti/contract';
import { describe, expect, it } from 'vitest';
import { adminRedirect, customerRedirect, reachesAdmin } from './guards';
import { createSessionStore, type KeyValueStorage } from './session';

function storeWith(user: Partial<SessionUser> | null) {
  const data = new Map<string, string>();
  const storage: KeyValueStorage = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
  const store = createSessionStore(storage, 'area-clienti');
  if (user) {
    store.start('tok', {
      id: '1',
      username: '90000001',
      email: 'admin@example.it',
      active: true,
      registrations: [],
      ...user,
    });
  }
  return store;
}

const registration = (...roles: string[]) => [{ applicationId: 'area-clienti', roles }];

describe('admin guard (SPEC §6: /admin needs Superuser or Staff, otherwise /login)', () => {
  it('lets a Superuser in, with or without the role User', () => {
    expect(adminRedirect(storeWith({ registrations: registration('User', 'Superuser') }))).toBeNull();
    expect(adminRedirect(storeWith({ registrations: registration('Superuser') }))).toBeNull();
  });

  it("lets the agency's Staff in too (docs/decisions/0049), and offers them the link", () => {
    const staff = storeWith({ registrations: registration('Staff', 'User') });
    expect(adminRedirect(staff)).toBeNull();
    expect(reachesAdmin(staff)).toBe(true);
    expect(reachesAdmin(storeWith({ registrations: registration('User') }))).toBe(false);
  });

  it('sends a client, a visitor, an inactive admin and an admin of another application to /login', () => {
    expect(adminRedirect(storeWith({ registrations: registration('User') }))).toBe('/login');
    expect(adminRedirect(storeWith(null))).toBe('/login');
    expect(adminRedirect(storeWith({ active: false, registrations: registration('Superuser') }))).toBe(
      '/login',
    );
    expect(
      adminRedirect(storeWith({ registrations: [{ applicationId: 'other-app', roles: ['Superuser'] }] })),
    ).toBe('/login');
  });

  it('keeps the customer pages for the role User', () => {
    expect(customerRedirect(storeWith({ registrations: registration('User') }))).toBeNull();
    expect(customerRedirect(storeWith({ registrations: registration('Superuser') }))).toBe('/login');
  });
});

describe('the page asked for comes back after the login (docs/decisions/0089)', () => {
  it('sends a visitor to /login carrying the page, unless it is the home', () => {
    expect(customerRedirect(storeWith(null), '/polizza/3?scheda=garanzie')).toBe(
      '/login?ritorno=%2Fpolizza%2F3%3Fscheda%3Dgaranzie',
    );
    expect(customerRedirect(storeWith(null), '/')).toBe('/login');
    expect(adminRedirect(storeWith(null), '/admin')).toBe('/login?ritorno=%2Fadmin');
  });

  it('never carries a page that is not one of ours to return to', () => {
    expect(customerRedirect(storeWith(null), '//evil.example/x')).toBe('/login');
    expect(customerRedirect(storeWith(null), '/login-privacy/775')).toBe('/login');
  });
});
