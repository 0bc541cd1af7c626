import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function PasswordResetConfirmRoute() {
  return (
    <PlaceholderPage
      title="Set a New Password"
      description="Choose a new password for your WAC account."
    />
  );
}
