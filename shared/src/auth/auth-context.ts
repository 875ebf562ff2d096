import { createContext } from 'react';
import type { User } from '../schemas';

export type LoginResult = { ok: true; user: User } | { ok: false; status?: number | string; message: string };

export interface AuthContextValue {
  user: User | null;
  isAuthenticated: boolean;
  /** True while a stored session is being checked with GET /auth/me on load. */
  isRestoring: boolean;
  /** editor or admin: may manage content (decisions.md). */
  canWrite: boolean;
  isAdmin: boolean;
  login(email: string, password: string): Promise<LoginResult>;
  logout(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
