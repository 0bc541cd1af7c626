import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function ConfirmEmailRoute() {
  return (
    <PlaceholderPage
      title="Confirm Your Email"
      description="Confirming your email address for your WAC account."
    />
  );
}
