import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import { checkPasswordResetLink } from '../api/check-password-reset-link';
import { AUTH_MESSAGES } from '../utils/auth-messages';

export type ResetLinkState =
  | { status: 'checking' }
  | { status: 'usable' }
  | { status: 'dead'; message: string };

/**
 * Checks the reset link as the page opens (issue 28 item 10), so a used or expired link is said
 * before a password is typed twice. Asked once per link: it is not asked again on focus, and a
 * link used on this page is not re-checked. A check that could not be made (offline, rate
 * limit) leaves the form up: submitting it reports the problem as before.
 */
export function useResetLinkCheck(uid: string, token: string): ResetLinkState {
  const check = useQuery({
    queryKey: ['password-reset-link', uid, token],
    queryFn: () => checkPasswordResetLink({ uid, token }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  if (check.isPending) return { status: 'checking' };
  if (check.error instanceof ApiError && check.error.status === 400) {
    return { status: 'dead', message: check.error.detail ?? AUTH_MESSAGES.resetLinkInvalid };
  }
  return { status: 'usable' };
}
