import { FavouritesPage } from '@/features/favourites/components/favourites-page';
import { usePageMeta } from '@/hooks/use-page-meta';

export default function FavouritesRoute() {
  usePageMeta({
    title: 'My Favourites',
    description: 'The public-sector opportunities you have saved.',
  });
  return <FavouritesPage />;
}
