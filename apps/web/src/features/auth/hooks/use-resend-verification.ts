import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { getErrorMessage } from '@/lib/api-error';
import { resendVerificationEmail } from '../api/resend-verification-email';

/** Sends a fresh confirmation link and says so in a toast. */
export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) => resendVerificationEmail(email),
    onSuccess: () => toast.success('We have sent you a new confirmation link.'),
    onError: (error) =>
      toast.error(getErrorMessage(error, 'Could not send the email. Please try again.')),
  });
}
