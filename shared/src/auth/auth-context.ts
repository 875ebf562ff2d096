import { createContext } from 'react';
import type { User } from '../schemas';

export interface AuthContextValue {
  user: User | null;
  isAuthenticated: boolean;
  /** True while a stored session is being checked with GET /auth/me on load. */
  isRestoring: boolean;
  /** editor or admin: may manage content (CONTENT_WRITER_ROLES). */
  canWrite: boolean;
  isAdmin: boolean;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
