/** What the guard passes to the login page: where the user was going. */
export interface FromState {
  from?: { pathname?: unknown; search?: unknown; hash?: unknown };
}

const OUTSIDE_GUARD = /^\/admin\/(login|register)\/?$/;

/** The page first asked for (an admin page behind the guard), else the dashboard. */
export function redirectTarget(state: unknown): string {
  const from = (state as FromState | null)?.from;
  const pathname = typeof from?.pathname === 'string' ? from.pathname : '';
  // Only admin pages: a crafted state must not send a freshly signed-in user somewhere else.
  if (!/^\/admin(\/|$)/.test(pathname) || OUTSIDE_GUARD.test(pathname)) return '/admin';
  const search = typeof from?.search === 'string' ? from.search : '';
  const hash = typeof from?.hash === 'string' ? from.hash : '';
  return pathname + search + hash;
}
