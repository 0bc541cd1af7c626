import { PrivacyPage } from '@/features/privacy/components/privacy-page';
import { usePageMeta } from '@/hooks/use-page-meta';

export default function PrivacyRoute() {
  usePageMeta({
    title: 'Privacy Policy',
    description:
      'What personal data WAC holds, why, how long it is kept, and how to delete your account.',
  });
  return <PrivacyPage />;
}
