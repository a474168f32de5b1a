/**
 * The cookie bar's choice (SPEC §2 "Shared frame", §9): kept in a cookie named `cookiebar`, read on every
 * page. Closing the bar without choosing counts as a refusal and is remembered as one
 * (docs/decisions/0025). Pure parsing and formatting here, unit-tested; the store below talks to
 * `document.cookie`.
 */
export const COOKIE_BAR_COOKIE = 'cookiebar';
/** The banner's element id: the cookie page sends focus there when the choice is to be made again. */
export const COOKIE_BAR_ID = 'cookie-bar';
export type CookieChoice = 'accepted' | 'refused';
/** Six months, as the Garante's 2021 cookie guidelines ask before proposing the bar again. */
export const COOKIE_CHOICE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

const CHOICES: readonly string[] = ['accepted', 'refused'] satisfies CookieChoice[];

/** The choice in a `document.cookie` string, or null when there is none (or one we do not know). */
export function parseCookieChoice(cookies: string): CookieChoice | null {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== COOKIE_BAR_COOKIE) continue;
    let value = part.slice(separator + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      return null;
    }
    return CHOICES.includes(value) ? (value as CookieChoice) : null;
  }
  return null;
}

/** The `document.cookie` assignment that stores a choice (first-party, whole site, six months). */
export function cookieChoiceAssignment(choice: CookieChoice, secure: boolean): string {
  return `${COOKIE_BAR_COOKIE}=${choice}; Max-Age=${COOKIE_CHOICE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${
    secure ? '; Secure' : ''
  }`;
}

/** The assignment that forgets the choice (the cookie page's "change your choice"). */
export function cookieChoiceRemoval(): string {
  return `${COOKIE_BAR_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}

interface CookieJar {
  cookie: string;
}

/**
 * The choice, read from the jar once and again only after this store writes it: each read of
 * `document.cookie` is a synchronous round trip to the browser's network process (Chrome reports it as a
 * performance issue), and the bar's state is read at every render of every page.
 */
export function createCookieChoiceStore(jar: CookieJar, secure: boolean) {
  const listeners = new Set<() => void>();
  let known: CookieChoice | null | undefined;
  const store = (assignment: string) => {
    jar.cookie = assignment;
    // Read back: a browser refusing cookies keeps none, and the bar must then stay.
    known = parseCookieChoice(jar.cookie);
    for (const listener of listeners) listener();
  };
  return {
    read: (): CookieChoice | null => {
      // `??=` would not do: no choice yet (null) is an answer too, to keep.
      if (known === undefined) known = parseCookieChoice(jar.cookie);
      return known;
    },
    choose(choice: CookieChoice) {
      store(cookieChoiceAssignment(choice, secure));
    },
    reset() {
      store(cookieChoiceRemoval());
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Outside a browser (unit tests) a jar of its own. */
const browserJar: CookieJar = globalThis.document ?? { cookie: '' };
/** The app's one cookie choice. */
export const cookieChoice = createCookieChoiceStore(browserJar, globalThis.location?.protocol === 'https:');
