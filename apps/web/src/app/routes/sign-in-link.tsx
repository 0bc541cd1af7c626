import { SignInLinkPage } from '@/features/auth/components/sign-in-link-page';
import { usePageMeta } from '@/hooks/use-page-meta';

export default function SignInLinkRoute() {
  usePageMeta({
    title: 'Sign In with Your Link',
    description: 'Sign in to your WAC account with the one-time link we emailed you.',
  });
  return <SignInLinkPage />;
}
