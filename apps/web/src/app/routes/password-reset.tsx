import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function PasswordResetRoute() {
  return (
    <PlaceholderPage
      title="Reset Your Password"
      description="Request a link to reset the password for your WAC account."
    />
  );
}
