import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function HomeRoute() {
  return (
    <PlaceholderPage
      title="Find UK Public Sector Tenders"
      description="Search UK public-sector tenders, planning notices and contract awards from Contracts Finder and Find a Tender in one place."
    />
  );
}
