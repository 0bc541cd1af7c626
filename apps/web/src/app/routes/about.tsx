import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function AboutRoute() {
  return (
    <PlaceholderPage
      title="About Us"
      description="WAC helps suppliers find UK public-sector procurement opportunities in one place."
    />
  );
}
