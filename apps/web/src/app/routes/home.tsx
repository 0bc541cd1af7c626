import { useAuth } from '@/features/auth/hooks/use-auth';
import { LandingPage } from '@/features/landing/components/landing-page';
import { usePageMeta } from '@/hooks/use-page-meta';

export default function HomeRoute() {
  usePageMeta({
    title: 'Find UK Public Sector Tenders',
    description:
      'Search UK public-sector tenders, planning notices and contract awards from Contracts Finder, Find a Tender, Public Contracts Scotland and Sell2Wales in one place, with email alerts for new matches.',
  });
  const { isAuthenticated } = useAuth();
  return <LandingPage isSignedIn={isAuthenticated} />;
}
