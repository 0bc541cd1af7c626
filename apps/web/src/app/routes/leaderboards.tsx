import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function LeaderboardsRoute() {
  return (
    <PlaceholderPage
      title="Procurement Leaderboards"
      description="See the top UK public-sector buyers and suppliers ranked by total awarded contract value."
    />
  );
}
