/**
 * Client-side auth types. Replace with the `@wac/contract` schemas once the auth endpoints
 * land there; until then these mirror the spec (public-area.md section 3, account-area.md 3).
 */
export interface User {
  id?: number | string;
  email: string;
  first_name?: string | null;
  last_name?: string | null;
  /** free, premium, professional, or another paid value such as enterprise. */
  tier?: string | null;
  is_staff?: boolean;
  /** Underscored text, e.g. `past_due`. */
  subscription_status?: string | null;
  date_joined?: string;
}

export interface AuthState {
  isAuthenticated: boolean;
  user: User | null;
  token: string | null;
  /** True while the stored session is being verified, and during login. */
  isLoading: boolean;
  /** A message to show (session expired, login failed...), or null. */
  error: string | null;
}

export interface AuthActions {
  /** Resolves with the user; rejects with an Error whose message is safe to show. */
  login: (email: string, password: string) => Promise<User>;
  /** Signs out locally at once, then asks the server to drop the token. */
  logout: () => Promise<void>;
  /** Re-reads the user (e.g. after an upgrade); failures are only logged. */
  refreshUser: () => Promise<void>;
  clearError: () => void;
}

export type AuthContextValue = AuthState & AuthActions;
