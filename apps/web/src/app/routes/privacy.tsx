import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function PrivacyRoute() {
  return (
    <PlaceholderPage
      title="Privacy Policy"
      description="How WAC collects, uses and protects your personal information."
    />
  );
}
