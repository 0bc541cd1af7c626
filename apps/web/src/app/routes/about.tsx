import { AboutPage } from '@/features/about/components/about-page';
import { usePageMeta } from '@/hooks/use-page-meta';

export default function AboutRoute() {
  usePageMeta({
    title: 'About Us',
    description:
      'WAC gathers UK public-sector tenders, planning notices and awards from Contracts Finder, Find a Tender, Public Contracts Scotland and Sell2Wales into one search, for suppliers of every size.',
  });
  return <AboutPage />;
}
