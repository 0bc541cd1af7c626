import { NotFoundMessage } from '@/components/layout/not-found-message';
import { usePageMeta } from '@/hooks/use-page-meta';

export default function NotFoundRoute() {
  usePageMeta({
    title: 'Page Not Found',
    description: 'The page you are looking for does not exist.',
  });
  return <NotFoundMessage />;
}
