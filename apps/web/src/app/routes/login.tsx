import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function LoginRoute() {
  return (
    <PlaceholderPage
      title="Log In"
      description="Log in to your WAC account to save favourites, set up alerts and download tender documents."
    />
  );
}
