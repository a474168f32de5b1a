import { describe, expect, it, vi } from 'vitest';
import {
  COOKIE_CHOICE_MAX_AGE_SECONDS,
  cookieChoiceAssignment,
  cookieChoiceRemoval,
  createCookieChoiceStore,
  parseCookieChoice,
} from './cookieChoice';

describe('parseCookieChoice', () => {
  it('reads the cookiebar cookie among others, with or without spaces', () => {
    expect(parseCookieChoice('cookiebar=accepted')).toBe('accepted');
    expect(parseCookieChoice('a=1; cookiebar=refused; b=2')).toBe('refused');
    expect(parseCookieChoice('a=1;cookiebar=refused')).toBe('refused');
    expect(parseCookieChoice(' cookiebar = accepted ')).toBe('accepted');
  });

  it('answers null when there is no choice or one it does not know', () => {
    expect(parseCookieChoice('')).toBeNull();
    expect(parseCookieChoice('other=accepted')).toBeNull();
    expect(parseCookieChoice('xcookiebar=accepted; cookiebarx=refused')).toBeNull();
    expect(parseCookieChoice('cookiebar=')).toBeNull();
    expect(parseCookieChoice('cookiebar=yes')).toBeNull();
    expect(parseCookieChoice('cookiebar=%E0%A4%A')).toBeNull();
    expect(parseCookieChoice('cookiebar')).toBeNull();
  });

  it('takes the first cookiebar when the browser sends two (the most specific path comes first)', () => {
    expect(parseCookieChoice('cookiebar=refused; cookiebar=accepted')).toBe('refused');
  });

  it('decodes an encoded value', () => {
    expect(parseCookieChoice('cookiebar=%61ccepted')).toBe('accepted');
  });
});

describe('cookie assignments', () => {
  it('stores the choice for the whole site, six months, first-party', () => {
    expect(cookieChoiceAssignment('refused', false)).toBe(
      `cookiebar=refused; Max-Age=${COOKIE_CHOICE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`,
    );
    expect(cookieChoiceAssignment('accepted', true)).toMatch(/^cookiebar=accepted; .*; Secure$/);
    expect(COOKIE_CHOICE_MAX_AGE_SECONDS).toBe(15_552_000);
  });

  it('forgets the choice with Max-Age=0', () => {
    expect(cookieChoiceRemoval()).toBe('cookiebar=; Max-Age=0; Path=/; SameSite=Lax');
  });
});

describe('cookie choice store', () => {
  /** A jar that keeps only the name=value part, as a browser shows it back. */
  function jar() {
    const values = new Map<string, string>();
    return {
      get cookie() {
        return [...values].map(([k, v]) => `${k}=${v}`).join('; ');
      },
      set cookie(assignment: string) {
        const [pair = '', ...attributes] = assignment.split(';');
        const [name = '', value = ''] = pair.split('=');
        if (attributes.some((a) => a.trim() === 'Max-Age=0')) values.delete(name);
        else values.set(name, value);
      },
    };
  }

  it('reads, stores and forgets the choice, telling its listeners', () => {
    const store = createCookieChoiceStore(jar(), false);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.read()).toBeNull();
    store.choose('refused');
    expect(store.read()).toBe('refused');
    store.choose('accepted');
    expect(store.read()).toBe('accepted');
    store.reset();
    expect(store.read()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it("reads the browser's cookies once, not at every render, and again only after storing", () => {
    const cookies = jar();
    let reads = 0;
    const counting = {
      get cookie() {
        reads += 1;
        return cookies.cookie;
      },
      set cookie(assignment: string) {
        cookies.cookie = assignment;
      },
    };
    const store = createCookieChoiceStore(counting, false);
    for (let i = 0; i < 5; i++) expect(store.read()).toBeNull();
    expect(reads).toBe(1);
    store.choose('accepted');
    for (let i = 0; i < 5; i++) expect(store.read()).toBe('accepted');
    expect(reads).toBe(2);
    // A browser that keeps no cookie: the choice read back is none, and the bar stays.
    const refusing = createCookieChoiceStore(
      {
        get cookie() {
          return '';
        },
        set cookie(_ignored: string) {},
      },
      false,
    );
    refusing.choose('accepted');
    expect(refusing.read()).toBeNull();
  });
});
