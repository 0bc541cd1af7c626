import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function AlertsRoute() {
  return (
    <PlaceholderPage
      title="My Alert Profiles"
      description="Set up email alert profiles to hear about new opportunities that match your business."
    />
  );
}
