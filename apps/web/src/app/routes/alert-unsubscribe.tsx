import { UnsubscribePage } from '@/features/alerts/components/unsubscribe-page';
import { usePageMeta } from '@/hooks/use-page-meta';

export default function AlertUnsubscribeRoute() {
  usePageMeta({
    title: 'Email Alerts',
    description: 'Turn off the email alerts of one of your alert profiles.',
  });
  return <UnsubscribePage />;
}
