import { LogIn } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '../hooks/use-auth';
import { AuthCard, LINK_CLASS } from './auth-card';

/**
 * /auth/sign-in-link/{token}: signs in with an emailed one-time link (ADR 0171). It waits for a
 * click: mail scanners that open links would otherwise use the link up before its owner does.
 */
export function SignInLinkPage() {
  const { token = '' } = useParams();
  const { loginWithLink } = useAuth();
  const navigate = useNavigate();
  const [isSigningIn, setIsSigningIn] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const signIn = async () => {
    setIsSigningIn(true);
    setMessage(null);
    try {
      const user = await loginWithLink(token);
      toast.success(`Welcome back${user.first_name ? `, ${user.first_name}` : ''}!`);
      navigate(paths.home, { replace: true });
    } catch (error) {
      setMessage(error instanceof Error ? error.message : null);
      setIsSigningIn(false);
    }
  };

  return (
    <AuthCard
      icon={LogIn}
      title="Sign In with Your Link"
      subtitle="This one-time link from your email signs you in on this device. It works once."
      footer={
        <Link to={paths.login} className={LINK_CLASS}>
          Back to Login
        </Link>
      }
    >
      <div className="space-y-5">
        {message && <Alert tone="error">{message}</Alert>}
        <Button type="button" className="w-full" disabled={isSigningIn} onClick={signIn}>
          {isSigningIn && <Spinner className="size-4 border-on-brand/40 border-t-on-brand" />}
          {isSigningIn ? 'Signing In...' : 'Sign In'}
        </Button>
      </div>
    </AuthCard>
  );
}
