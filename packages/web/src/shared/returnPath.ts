/**
 * The page a client asked for before logging in (a deep link, an e-mail's link, the page a session expired
 * on), carried by /login's `?ritorno=` and opened again after the login (docs/decisions/0089). The value
 * comes from an address anyone can write, so only a path of this app's client pages is ever followed:
 * never another origin (`//host`, `https:`, `javascript:`), never a backslash (browsers read `/\host` as
 * `//host`), never an encoded separator or a control character.
 */

/** The query parameter of /login and /login/{code} that carries the page to return to. */
export const RETURN_PARAM = 'ritorno';

/** The client's pages a login may return to: nothing of the login, registration or post-login steps. */
const RETURNABLE: readonly RegExp[] = [
  /^\/$/,
  /^\/polizza\/[A-Za-z0-9_-]{1,40}$/,
  /^\/sinistri$/,
  /^\/sinistro\/[A-Za-z0-9_-]{1,40}$/,
  /^\/documenti$/,
  /^\/prodotti$/,
  /^\/profilo$/,
  /^\/profilo\/modifica-cellulare$/,
  /^\/contatti$/,
  /^\/admin$/,
  // The agency's console (decisions/0096): its search and a client's page.
  /^\/admin\/clienti$/,
  /^\/admin\/clienti\/[A-Za-z0-9_-]{1,64}$/,
];

const MAX_LENGTH = 512;

const hasControlCharacter = (value: string) =>
  [...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);
/** A placeholder origin to resolve against: only what stays on it is a path of ours. */
const OWN = 'https://area-clienti.invalid';

/** The return path as the app may follow it (path, query, fragment), or null when it must be ignored. */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX_LENGTH) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  // Backslashes, control characters (the URL parser drops tabs and line feeds silently), encoded
  // separators, dot segments: none belongs in a path of ours, and each is a known way to leave the origin.
  if (
    /[\\\s]/.test(raw) ||
    hasControlCharacter(raw) ||
    /%(?:2f|5c|2e|00)/i.test(raw) ||
    /\/\.\.?(?:\/|$|\?|#)/.test(raw)
  )
    return null;
  let url: URL;
  try {
    url = new URL(raw, OWN);
  } catch {
    return null;
  }
  if (url.origin !== OWN || url.username || url.password) return null;
  if (!RETURNABLE.some((pattern) => pattern.test(url.pathname))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `path` with `?ritorno=` for the page to return to, when that page is one to return to and not the home. */
export function withReturn(path: string, returnTo: string | null | undefined): string {
  const safe = safeReturnPath(returnTo);
  return safe && safe !== '/' ? `${path}?${RETURN_PARAM}=${encodeURIComponent(safe)}` : path;
}

/** The page to return to, from a location's query string (`?ritorno=…`), or null. */
export const returnPathOf = (search: string) => safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
