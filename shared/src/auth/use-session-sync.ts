import { useEffect } from 'react';
import { useAppDispatch, useAppStore } from '../store/hooks';
import { sessionCleared, sessionStarted } from './session-slice';
import { readStoredSession, SESSION_KEYS } from './session-storage';

const KEYS = new Set<string>(Object.values(SESSION_KEYS));

/**
 * Keeps this tab on the session the other tabs store: a refresh, sign-in or sign-out in one console tab
 * reaches the rest through the `storage` event (local storage holds the session so that tabs share it), so a tab
 * never refreshes with a token another tab has already rotated.
 */
export function useSessionSync() {
  const dispatch = useAppDispatch();
  const store = useAppStore();

  useEffect(() => {
    if (typeof window === 'undefined') return undefined;
    const onStorage = (event: StorageEvent) => {
      // key null: the other tab cleared all of local storage.
      if (event.key !== null && !KEYS.has(event.key)) return;
      const stored = readStoredSession();
      const { auth } = store.getState();
      if (stored.accessToken && stored.user) {
        if (stored.accessToken === auth.accessToken && stored.refreshToken === auth.refreshToken) return;
        dispatch(
          sessionStarted({
            accessToken: stored.accessToken,
            refreshToken: stored.refreshToken,
            user: stored.user,
          }),
        );
      } else if (auth.accessToken) {
        dispatch(sessionCleared());
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch, store]);
}
