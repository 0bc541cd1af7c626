import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { requestPasswordReset } from '../api/request-password-reset';
import { AUTH_MESSAGES } from '../utils/auth-messages';
import { getResetRequestErrorMessage } from '../utils/password-reset-errors';
import { AuthCard, LINK_CLASS } from './auth-card';

/** /auth/password-reset: one email field (public-area.md section 2). */
export function PasswordResetRequestPage() {
  const [email, setEmail] = useState('');
  const request = useMutation({ mutationFn: requestPasswordReset });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate(email.trim());
  };

  return (
    <AuthCard
      icon={KeyRound}
      title="Reset Your Password"
      subtitle="Enter the email address of your account and we will send you a link to choose a new password."
      footer={
        <Link to={paths.login} className={LINK_CLASS}>
          Back to Login
        </Link>
      }
    >
      {request.isSuccess ? (
        <Alert tone="success">{AUTH_MESSAGES.resetRequested}</Alert>
      ) : (
        <form onSubmit={handleSubmit} noValidate className="space-y-5">
          {request.isError && (
            <Alert tone="error">{getResetRequestErrorMessage(request.error)}</Alert>
          )}
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" className="w-full" disabled={request.isPending || !email.trim()}>
            {request.isPending ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
