import type { SessionUser } from '@area-clienti/contract';

/** The part of the Web Storage API the session needs (sessionStorage in the browser, a Map in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface Session {
  token: string;
  user: SessionUser;
  phone: string | null;
}

/** E-mail and phone of the last user status read (SPEC §3 "A separate status object"). */
export interface StoredStatus {
  email: string | null;
  phone: string | null;
}

/** One-shot notices raised by the login and shown by the authenticated frame. */
/** The home's card offering a passkey or the app is `secondFactorOffer` (docs/decisions/0150). */
export type SessionNotice = 'emailLogin' | 'loginWarning' | 'secondFactorOffer';

/** Storage keys, named after the SPEC §3 fields. */
export const SessionKey = {
  token: 'token',
  user: 'user',
  phone: 'phone',
  status: 'status',
  notices: 'notices',
  /** Set by 're-enter the number' in the registration wizard: step 3 shows although a phone exists. */
  forcedPhone: 'forcedPhone',
  /** The post-login step the user must finish before anything else (docs/decisions/0040). */
  pendingStep: 'pendingStep',
  /** The page asked for before the login, opened once the post-login steps are done (decisions/0089). */
  returnTo: 'returnTo',
} as const;

function parseJson(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * A stored user, checked field by field (SPEC §3). By hand rather than with the contract's schema, so that
 * the session, loaded on every page, carries no zod.
 */
export function parseSessionUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, username, email, active, registrations } = value as Record<string, unknown>;
  if (!isString(id) || !isString(username) || !isString(email) || typeof active !== 'boolean') return null;
  if (!Array.isArray(registrations)) return null;
  const checked: SessionUser['registrations'] = [];
  for (const entry of registrations) {
    const { applicationId, roles } = (entry ?? {}) as Record<string, unknown>;
    if (!isString(applicationId) || !Array.isArray(roles) || !roles.every(isString)) return null;
    checked.push({ applicationId, roles });
  }
  return { id, username, email, active, registrations: checked };
}

export function createSessionStore(storage: KeyValueStorage, applicationId: string) {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  /**
   * The stored user, parsed again only when its text changed: a page's first render asks the session a
   * few dozen times (guards, menu, notices), and parsing it each time was a visible part of a phone's
   * long task (issue 20). Storage is still read at each call, so another tab's change is seen at once.
   */
  let parsedUser: { raw: string | null; user: SessionUser | null } = { raw: null, user: null };
  function storedUser(): SessionUser | null {
    const raw = storage.getItem(SessionKey.user);
    if (raw !== parsedUser.raw) parsedUser = { raw, user: parseSessionUser(parseJson(raw)) };
    return parsedUser.user;
  }

  function read(): Session | null {
    const token = storage.getItem(SessionKey.token);
    const user = storedUser();
    if (!token || !user) return null;
    return { token, user, phone: storage.getItem(SessionKey.phone) };
  }

  /** A session is valid when it exists and its user is active (SPEC §4 "Session"). */
  function isValid(): boolean {
    return read()?.user.active === true;
  }

  /** The roles of the user's registration for this application (SPEC §6). */
  function roles(): string[] {
    const session = read();
    if (!session) return [];
    return session.user.registrations
      .filter((r) => r.applicationId === applicationId)
      .flatMap((r) => r.roles);
  }

  function readNotices(): SessionNotice[] {
    const value = parseJson(storage.getItem(SessionKey.notices));
    return Array.isArray(value) ? (value.filter((v) => typeof v === 'string') as SessionNotice[]) : [];
  }

  function clear() {
    for (const key of Object.values(SessionKey)) storage.removeItem(key);
    notify();
  }

  return {
    read,
    isValid,
    roles,
    hasRole: (role: string) => isValid() && roles().includes(role),
    /** Stores a new session, replacing whatever a previous user left. */
    start(token: string, user: SessionUser) {
      for (const key of Object.values(SessionKey)) storage.removeItem(key);
      storage.setItem(SessionKey.token, token);
      storage.setItem(SessionKey.user, JSON.stringify(user));
      notify();
    },
    setStatus(status: StoredStatus) {
      storage.setItem(SessionKey.status, JSON.stringify(status));
      if (status.phone) storage.setItem(SessionKey.phone, status.phone);
      else storage.removeItem(SessionKey.phone);
      notify();
    },
    readStatus(): StoredStatus | null {
      const value = parseJson(storage.getItem(SessionKey.status)) as Partial<StoredStatus> | null;
      if (!value || typeof value !== 'object') return null;
      return { email: value.email ?? null, phone: value.phone ?? null };
    },
    hasNotice: (notice: SessionNotice) => readNotices().includes(notice),
    setNotice(notice: SessionNotice, on: boolean) {
      const others = readNotices().filter((n) => n !== notice);
      storage.setItem(SessionKey.notices, JSON.stringify(on ? [...others, notice] : others));
      notify();
    },
    /** The registration's forced-phone flag (SPEC §4 "Registration step on load"). */
    isPhoneForced: () => storage.getItem(SessionKey.forcedPhone) === '1',
    setPhoneForced(on: boolean) {
      if (on) storage.setItem(SessionKey.forcedPhone, '1');
      else storage.removeItem(SessionKey.forcedPhone);
      notify();
    },
    /** The path of the post-login step still to finish, or null: every other page leads back to it. */
    pendingStep: (): string | null => storage.getItem(SessionKey.pendingStep),
    setPendingStep(path: string | null) {
      if (path) storage.setItem(SessionKey.pendingStep, path);
      else storage.removeItem(SessionKey.pendingStep);
      notify();
    },
    /** The page to open once the post-login steps are done (already checked by safeReturnPath). */
    setReturnTo(path: string | null) {
      if (path) storage.setItem(SessionKey.returnTo, path);
      else storage.removeItem(SessionKey.returnTo);
    },
    /** The page to return to, forgotten as it is read: it is followed once. */
    takeReturnTo(): string | null {
      const path = storage.getItem(SessionKey.returnTo);
      storage.removeItem(SessionKey.returnTo);
      return path;
    },
    /**
     * The whole session as stored, to hand it to another tab of this browser, or null when there is no
     * valid one (docs/decisions/0089).
     */
    snapshot(): Record<string, string> | null {
      if (!isValid()) return null;
      const entries: Record<string, string> = {};
      for (const key of Object.values(SessionKey)) {
        const value = storage.getItem(key);
        if (value !== null) entries[key] = value;
      }
      return entries;
    },
    /**
     * Takes a session another tab handed over, when this tab has none: only the session's own keys, and
     * only if they make a valid session. True when taken.
     */
    adopt(entries: unknown): boolean {
      if (read() || typeof entries !== 'object' || entries === null) return false;
      const given = entries as Record<string, unknown>;
      const token = given[SessionKey.token];
      const user =
        typeof given[SessionKey.user] === 'string' ? parseJson(given[SessionKey.user] as string) : null;
      if (
        typeof token !== 'string' ||
        !/^[A-Za-z0-9_-]{20,100}$/.test(token) ||
        !parseSessionUser(user)?.active
      )
        return false;
      for (const key of Object.values(SessionKey)) {
        const value = given[key];
        if (typeof value === 'string') storage.setItem(key, value);
      }
      notify();
      return true;
    },
    clear,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
