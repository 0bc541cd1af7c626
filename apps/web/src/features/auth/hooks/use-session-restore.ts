import { type Dispatch, type SetStateAction, useEffect } from 'react';
import toast from 'react-hot-toast';
import { STORAGE_KEYS } from '@/config/constants';
import { getCurrentUser } from '../api/get-current-user';
import type { AuthState } from '../types';
import { getSessionErrorMessage, isSessionRejected } from '../utils/auth-error-messages';
import { clearStoredSession, readStoredSession, storeUser } from '../utils/auth-storage';

export const SIGNED_OUT: AuthState = {
  isAuthenticated: false,
  user: null,
  token: null,
  isLoading: false,
  error: null,
};

/** Validating a stored token starts in the loading state so the header does not flicker. */
export function getInitialAuthState(): AuthState {
  const { token } = readStoredSession();
  return token ? { ...SIGNED_OUT, token, isLoading: true } : SIGNED_OUT;
}

/**
 * On start, checks a stored token with GET /api/auth/user/. A rejected token clears storage;
 * an unreachable server keeps it so the next visit can try again. Also follows sign-in and
 * sign-out made in other tabs.
 */
export function useSessionRestore(setState: Dispatch<SetStateAction<AuthState>>): void {
  useEffect(() => {
    const { token } = readStoredSession();
    if (!token) return;
    // A page hydrated signed out (AuthProvider) whose session reached storage meanwhile shows
    // it being restored, as a page rendered in the browser does from its first render.
    setState((current) =>
      current.token === token ? current : { ...SIGNED_OUT, token, isLoading: true },
    );
    let isCancelled = false;
    getCurrentUser(token).then(
      (user) => {
        if (isCancelled) return;
        storeUser(user);
        setState({ ...SIGNED_OUT, isAuthenticated: true, user, token });
      },
      (error: unknown) => {
        if (isCancelled) return;
        if (isSessionRejected(error)) clearStoredSession();
        const message = getSessionErrorMessage(error);
        setState({ ...SIGNED_OUT, error: message });
        // Shown wherever the visitor landed; the login page repeats it above its form.
        toast.error(message, { id: 'session-restore' });
      },
    );
    return () => {
      isCancelled = true;
    };
  }, [setState]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.authToken && event.key !== STORAGE_KEYS.authUser) return;
      const { token, user } = readStoredSession();
      setState(token && user ? { ...SIGNED_OUT, isAuthenticated: true, user, token } : SIGNED_OUT);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [setState]);
}
