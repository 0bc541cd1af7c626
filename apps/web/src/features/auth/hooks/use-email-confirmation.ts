import { useEffect, useRef, useState } from 'react';
import { EMAIL_CONFIRMATION_DELAY_MS } from '@/config/constants';
import { ApiError } from '@/lib/api-error';
import { verifyEmail } from '../api/verify-email';
import { AUTH_MESSAGES } from '../utils/auth-messages';

export type ConfirmationState =
  | { status: 'loading' }
  /** `isAlreadyConfirmed`: the link was opened before; the address stays confirmed. */
  | { status: 'success'; isAlreadyConfirmed: boolean }
  | { status: 'error'; message: string };

/**
 * Confirms the key after the spec's 500 ms delay (public-area.md section 4). The timer is
 * cleared on unmount, so React's double effect in development still sends one request.
 */
export function useEmailConfirmation(key: string | undefined, onConfirmed?: () => void) {
  const [state, setState] = useState<ConfirmationState>(() =>
    key ? { status: 'loading' } : { status: 'error', message: AUTH_MESSAGES.confirmKeyMissing },
  );

  // The latest callback, so a caller recreating it each render does not restart the request.
  const onConfirmedRef = useRef(onConfirmed);
  onConfirmedRef.current = onConfirmed;

  useEffect(() => {
    if (!key) return;
    let isCancelled = false;
    const timer = window.setTimeout(() => {
      verifyEmail(key).then(
        (answer) => {
          if (isCancelled) return;
          setState({ status: 'success', isAlreadyConfirmed: answer.already_confirmed === true });
          onConfirmedRef.current?.();
        },
        (error: unknown) => {
          if (isCancelled) return;
          const detail = error instanceof ApiError ? error.detail : undefined;
          setState({ status: 'error', message: detail ?? AUTH_MESSAGES.confirmLinkInvalid });
        },
      );
    }, EMAIL_CONFIRMATION_DELAY_MS);
    return () => {
      isCancelled = true;
      window.clearTimeout(timer);
    };
  }, [key]);

  return state;
}
