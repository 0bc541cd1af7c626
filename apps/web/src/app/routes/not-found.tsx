import { usePageMeta } from '@/hooks/use-page-meta';
import { NotFoundMessage } from '../layout/not-found-message';

export default function NotFoundRoute() {
  usePageMeta({
    title: 'Page Not Found',
    description: 'The page you are looking for does not exist.',
  });
  return <NotFoundMessage />;
}
