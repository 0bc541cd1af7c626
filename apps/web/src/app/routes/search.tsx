import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function SearchRoute() {
  return (
    <PlaceholderPage
      title="Search Opportunities"
      description="Search and filter UK public-sector opportunities by keyword, buyer, CPV code, region, value, stage and source."
    />
  );
}
