export { AuthProvider } from './auth-provider';
export { useAuth } from './use-auth';
export type { AuthContextValue } from './auth-context';
export * from './session-slice';
export { SESSION_KEYS, readStoredSession, hasStoredSession, clearStoredSession } from './session-storage';
