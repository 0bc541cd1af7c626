import { useMutation } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { requestSignInLink } from '../api/request-sign-in-link';
import { getLoginErrorMessage } from '../utils/auth-error-messages';

/**
 * Offered under a login refused because the account is closed to new addresses (ADR 0171): a
 * one-time sign-in link, emailed to the account's own address, so only its owner can use it.
 */
export function SignInLinkOffer({ email }: { email: string }) {
  const request = useMutation({ mutationFn: requestSignInLink });
  if (request.isSuccess) return <Alert tone="success">{request.data.detail}</Alert>;
  return (
    <div className="space-y-3">
      {request.isError && <Alert tone="error">{getLoginErrorMessage(request.error)}</Alert>}
      <Button
        type="button"
        variant="secondary"
        className="w-full"
        disabled={request.isPending || email === ''}
        onClick={() => request.mutate(email)}
      >
        <Mail aria-hidden className="size-4" />
        {request.isPending ? 'Sending...' : 'Email Me a Sign-In Link'}
      </Button>
    </div>
  );
}
