import type { User } from '../schemas';

/** The only browser-stored values: the session's keys, in local storage so every console tab shares them. */
export const SESSION_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  isAuthenticated: 'isAuthenticated',
  currentUser: 'currentUser',
} as const;

export interface StoredSession {
  accessToken: string | null;
  refreshToken: string | null;
  user: User | null;
}

const EMPTY: StoredSession = { accessToken: null, refreshToken: null, user: null };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy modes); the session then lives in memory only.
    return null;
  }
}

function parseUser(raw: string | null): User | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && 'id' in value && 'email' in value && 'role' in value) {
      return value as User;
    }
  } catch {
    // Corrupt JSON is treated as "logged out" below.
  }
  return null;
}

/** A stored session counts only when token, flag and user are all present and readable. */
export function readStoredSession(): StoredSession {
  const store = storage();
  if (!store) return EMPTY;
  const accessToken = store.getItem(SESSION_KEYS.accessToken);
  const flag = store.getItem(SESSION_KEYS.isAuthenticated);
  const user = parseUser(store.getItem(SESSION_KEYS.currentUser));
  if (!accessToken || flag !== 'true' || !user) return EMPTY;
  return { accessToken, refreshToken: store.getItem(SESSION_KEYS.refreshToken), user };
}

/** A session is restored only when a stored token and the flag exist: a half-written one is no session. */
export function hasStoredSession(): boolean {
  const store = storage();
  return Boolean(
    store?.getItem(SESSION_KEYS.accessToken) && store.getItem(SESSION_KEYS.isAuthenticated) === 'true',
  );
}

export function writeStoredSession(session: {
  accessToken: string;
  refreshToken: string | null;
  user: User;
}) {
  const store = storage();
  if (!store) return;
  store.setItem(SESSION_KEYS.accessToken, session.accessToken);
  if (session.refreshToken) store.setItem(SESSION_KEYS.refreshToken, session.refreshToken);
  else store.removeItem(SESSION_KEYS.refreshToken);
  store.setItem(SESSION_KEYS.isAuthenticated, 'true');
  store.setItem(SESSION_KEYS.currentUser, JSON.stringify(session.user));
}

export function writeStoredTokens(accessToken: string, refreshToken: string) {
  const store = storage();
  if (!store) return;
  store.setItem(SESSION_KEYS.accessToken, accessToken);
  store.setItem(SESSION_KEYS.refreshToken, refreshToken);
}

export function writeStoredUser(user: User) {
  storage()?.setItem(SESSION_KEYS.currentUser, JSON.stringify(user));
}

export function clearStoredSession() {
  const store = storage();
  if (!store) return;
  for (const key of Object.values(SESSION_KEYS)) store.removeItem(key);
}
