import { useParams } from 'react-router';
import { FrameworkPage } from '@/features/frameworks/components/framework-page';

export default function FrameworkRoute() {
  const { frameworkId } = useParams();
  return <FrameworkPage frameworkId={frameworkId ?? ''} />;
}
