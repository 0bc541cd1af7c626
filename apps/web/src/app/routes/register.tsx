import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function RegisterRoute() {
  return (
    <PlaceholderPage
      title="Create an Account"
      description="Create a free WAC account to save opportunities, set up email alerts and download attachments."
    />
  );
}
