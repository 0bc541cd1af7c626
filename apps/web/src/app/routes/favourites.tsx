import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function FavouritesRoute() {
  return (
    <PlaceholderPage
      title="My Favourites"
      description="The public-sector opportunities you have saved."
    />
  );
}
