import { AlertsPage } from '@/features/alerts/components/alerts-page';
import { usePageMeta } from '@/hooks/use-page-meta';

export default function AlertsRoute() {
  usePageMeta({
    title: 'My Alert Profiles',
    description:
      'Set up email alert profiles to hear about new opportunities that match your business.',
  });
  return <AlertsPage />;
}
