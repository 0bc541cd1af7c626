import type { RegisterRequest, UserResponse } from '@wac/contract';

/** The signed-in user, exactly as the server sends it (`@wac/contract` userResponseSchema). */
export type User = UserResponse;

export interface AuthState {
  isAuthenticated: boolean;
  user: User | null;
  token: string | null;
  /** True while the stored session is being verified, and during login or registration. */
  isLoading: boolean;
  /** A message to show (session expired, login failed...), or null. */
  error: string | null;
}

export interface AuthActions {
  /** Resolves with the user; rejects with an Error whose message is safe to show. */
  login: (email: string, password: string) => Promise<User>;
  /**
   * Signs in with the token of an emailed one-time link (ADR 0171). Rejects with an Error whose
   * message is safe to show; the provider's `error` is left to the login page.
   */
  loginWithLink: (token: string) => Promise<User>;
  /**
   * Creates the account and signs it in. Rejects with an Error whose message follows the
   * spec's precedence (email, password, non-field, detail); its `cause` is the ApiError.
   */
  register: (payload: RegisterRequest) => Promise<User>;
  /** Signs out locally at once, then asks the server to drop the token. */
  logout: () => Promise<void>;
  /** Re-reads the user (e.g. after an upgrade); failures are only logged. */
  refreshUser: () => Promise<void>;
  clearError: () => void;
}

export interface AuthDerived {
  /**
   * Whose session the API calls carry: the signed-in user's id, or, while a stored session is
   * being checked, the id stored with it (calls already send its token). Key per-user answers by
   * it, so the check's success does not ask the server again (one page view, one request).
   */
  sessionUserId: number | null;
}

export type AuthContextValue = AuthState & AuthDerived & AuthActions;
