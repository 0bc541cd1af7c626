import { useAuth } from '@/features/auth/hooks/use-auth';
import { RadarPage } from '@/features/radar/components/radar-page';
import { usePageMeta } from '@/hooks/use-page-meta';

export default function RadarRoute() {
  usePageMeta({
    title: 'Re-tender radar',
    description:
      'UK public contracts ending in the next months, who holds them, and when the buyer is likely to tender again.',
  });
  const { sessionUserId } = useAuth();
  return <RadarPage userId={sessionUserId} />;
}
