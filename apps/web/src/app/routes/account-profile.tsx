import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function AccountProfileRoute() {
  return (
    <PlaceholderPage
      title="My Account"
      description="Manage your WAC profile, daily usage, password and subscription."
    />
  );
}
