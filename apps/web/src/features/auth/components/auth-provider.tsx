import { useQueryClient } from '@tanstack/react-query';
import type { RegisterRequest } from '@wac/contract';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useBrowserSnapshot } from '@/hooks/use-browser-snapshot';
import { getCurrentUser } from '../api/get-current-user';
import { loginWithPassword } from '../api/login-with-password';
import { logoutSession } from '../api/logout-session';
import { registerAccount } from '../api/register-account';
import { signInWithLink } from '../api/sign-in-with-link';
import { AuthContext } from '../auth-context';
import { getInitialAuthState, SIGNED_OUT, useSessionRestore } from '../hooks/use-session-restore';
import type { AuthContextValue, AuthState, User } from '../types';
import { getLoginErrorMessage, getSignInLinkErrorMessage } from '../utils/auth-error-messages';
import {
  clearStoredSession,
  readStoredSession,
  storeSession,
  storeUser,
} from '../utils/auth-storage';
import { getRegistrationErrorMessage, REGISTRATION_MESSAGES } from '../utils/registration-errors';

/** Holds the session (public-area.md section 4 "Session"); read it with useAuth(). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // Hydrating the server's anonymous page (main.tsx does only when the head script found no
  // session) must first render signed out, as the server did, even if a session has reached
  // storage since (another tab signed in): reading it here made the header differ, React error
  // #418. The restore effect picks such a session up right after.
  const isHydrating = useBrowserSnapshot(() => false, true);
  const [state, setState] = useState<AuthState>(() =>
    isHydrating ? SIGNED_OUT : getInitialAuthState(),
  );
  const [storedUserId] = useState(() =>
    isHydrating ? null : (readStoredSession().user?.id ?? null),
  );
  useSessionRestore(setState);
  const isRestoring = state.isLoading && state.token !== null && !state.isAuthenticated;
  const sessionUserId = state.user?.id ?? (isRestoring ? storedUserId : null);

  const login = useCallback(
    async (email: string, password: string): Promise<User> => {
      setState((current) => ({ ...current, isLoading: true, error: null }));
      try {
        const { user, key } = await loginWithPassword(email, password);
        storeSession(key, user);
        setState({ ...SIGNED_OUT, isAuthenticated: true, user, token: key });
        // Cached answers (e.g. is_favourited flags) were made for an anonymous visitor.
        await queryClient.invalidateQueries();
        return user;
      } catch (error) {
        const message = getLoginErrorMessage(error);
        setState((current) => ({ ...current, isLoading: false, error: message }));
        throw new Error(message, { cause: error });
      }
    },
    [queryClient],
  );

  const loginWithLink = useCallback(
    async (token: string): Promise<User> => {
      try {
        const { user, key } = await signInWithLink(token);
        storeSession(key, user);
        setState({ ...SIGNED_OUT, isAuthenticated: true, user, token: key });
        await queryClient.invalidateQueries();
        return user;
      } catch (error) {
        throw new Error(getSignInLinkErrorMessage(error), { cause: error });
      }
    },
    [queryClient],
  );

  const register = useCallback(
    async (payload: RegisterRequest): Promise<User> => {
      setState((current) => ({ ...current, isLoading: true, error: null }));
      try {
        const answer = await registerAccount(payload);
        if (!answer?.user || !answer.token) throw new Error(REGISTRATION_MESSAGES.malformed);
        storeSession(answer.token, answer.user);
        setState({ ...SIGNED_OUT, isAuthenticated: true, user: answer.user, token: answer.token });
        await queryClient.invalidateQueries();
        return answer.user;
      } catch (error) {
        const message = getRegistrationErrorMessage(error);
        setState((current) => ({ ...current, isLoading: false, error: message }));
        throw new Error(message, { cause: error });
      }
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    const { token } = state;
    clearStoredSession();
    setState(SIGNED_OUT);
    queryClient.removeQueries();
    if (!token) return;
    try {
      await logoutSession(token);
    } catch (error) {
      console.warn('Logout request failed; the local session is already cleared.', error);
    }
  }, [state, queryClient]);

  const refreshUser = useCallback(async () => {
    try {
      const user = await getCurrentUser();
      storeUser(user);
      setState((current) => ({ ...current, user }));
    } catch (error) {
      console.warn('Could not refresh the user.', error);
    }
  }, []);

  const clearError = useCallback(() => setState((current) => ({ ...current, error: null })), []);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      sessionUserId,
      login,
      loginWithLink,
      register,
      logout,
      refreshUser,
      clearError,
    }),
    [state, sessionUserId, login, loginWithLink, register, logout, refreshUser, clearError],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
