import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function VerifyEmailRoute() {
  return (
    <PlaceholderPage
      title="Verify Your Email"
      description="Check your inbox and click the link we sent you to verify your email address."
    />
  );
}
