import { createContext } from 'react';
import type { User } from '../schemas';

export type LoginResult =
  | { ok: true; user: User }
  /** The password was right; the account has two-factor sign-in: completeTwoFactor finishes with a code. */
  | { ok: 'two-factor'; challengeToken: string }
  | { ok: false; status?: number | string; message: string };

export type TwoFactorAnswer = { code: string } | { recoveryCode: string };

export interface AuthContextValue {
  user: User | null;
  isAuthenticated: boolean;
  /** True while a stored session is being checked with GET /auth/me on load. */
  isRestoring: boolean;
  /** editor or admin: may manage content (CONTENT_WRITER_ROLES). */
  canWrite: boolean;
  isAdmin: boolean;
  login(email: string, password: string): Promise<LoginResult>;
  /** The second step of a sign-in (after `ok: 'two-factor'`). */
  completeTwoFactor(challengeToken: string, answer: TwoFactorAnswer): Promise<LoginResult>;
  logout(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
