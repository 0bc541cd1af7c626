import { LoginPage } from '@/features/auth/components/login-page';
import { usePageMeta } from '@/hooks/use-page-meta';

export default function LoginRoute() {
  usePageMeta({
    title: 'Log In',
    description:
      'Log in to your WAC account to save favourites, set up alerts and download tender documents.',
  });
  return <LoginPage />;
}
