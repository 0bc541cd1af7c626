import { LogIn } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { buildRegisterPath, paths } from '@/config/paths';
import { useAuth } from '../hooks/use-auth';
import { isClosedToNewAddresses } from '../utils/auth-error-messages';
import { AUTH_MESSAGES } from '../utils/auth-messages';
import { resolvePostLoginPath, toSafeRedirectPath } from '../utils/safe-redirect';
import { AuthCard, LINK_CLASS } from './auth-card';
import { PasswordField } from './password-field';
import { SignInLinkOffer } from './sign-in-link-offer';

/**
 * Login (public-area.md "Login"). After signing in, or when already signed in, the user goes
 * to `redirect`, else `next`, else the page they came from, else home.
 */
export function LoginPage() {
  const { login, isAuthenticated, error, clearError } = useAuth();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  // Set when the account takes passwords only from addresses it knows: the owner's way in.
  const [linkOfferEmail, setLinkOfferEmail] = useState<string | null>(null);

  const cameFrom = toSafeRedirectPath((location.state as { from?: string } | null)?.from);
  const target = resolvePostLoginPath(searchParams, cameFrom ?? paths.home);
  if (isAuthenticated && !isSubmitting) return <Navigate to={target} replace />;

  const canSubmit = email.trim() !== '' && password !== '' && !isSubmitting;
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setIsSubmitting(true);
    try {
      const user = await login(email.trim(), password);
      toast.success(`Welcome back${user.first_name ? `, ${user.first_name}` : ''}!`);
      if (!user.email_verified) toast(AUTH_MESSAGES.verifyReminder, { icon: '✉️' });
      navigate(target, { replace: true });
    } catch (error) {
      // The provider put the message in `error`, shown above the form.
      if (isClosedToNewAddresses(error)) setLinkOfferEmail(email.trim());
    } finally {
      setIsSubmitting(false);
    }
  };
  const onEdit = (setter: (value: string) => void) => (value: string) => {
    if (error) clearError();
    setter(value);
  };
  const onEmailEdit = (value: string) => {
    setLinkOfferEmail(null);
    onEdit(setEmail)(value);
  };

  return (
    <AuthCard
      icon={LogIn}
      title="Log In"
      subtitle="Welcome back. Log in to save favourites, set up alerts and download documents."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link
            to={buildRegisterPath({
              next: toSafeRedirectPath(searchParams.get('next')) ?? undefined,
            })}
            className={LINK_CLASS}
          >
            Create one for free
          </Link>
        </>
      }
    >
      <form onSubmit={handleSubmit} noValidate className="space-y-5">
        {error && <Alert tone="error">{error}</Alert>}
        {linkOfferEmail && <SignInLinkOffer email={linkOfferEmail} />}
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => onEmailEdit(event.target.value)}
        />
        <div className="space-y-2">
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => onEdit(setPassword)(event.target.value)}
          />
          <p className="text-right text-sm">
            <Link to={paths.passwordReset} className={LINK_CLASS}>
              Forgot Password?
            </Link>
          </p>
        </div>
        <Button type="submit" className="w-full" disabled={!canSubmit}>
          {isSubmitting && <Spinner className="size-4 border-on-brand/40 border-t-on-brand" />}
          {isSubmitting ? 'Logging In...' : 'Log In'}
        </Button>
      </form>
    </AuthCard>
  );
}
