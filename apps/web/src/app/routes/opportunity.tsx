import { useParams } from 'react-router';
import { PlaceholderPage } from '@/components/layout/placeholder-page';

export default function OpportunityRoute() {
  const { opportunityId } = useParams();
  return (
    <PlaceholderPage
      title="Opportunity Details"
      description="Full details of a UK public-sector opportunity: dates, value, buyer, documents and how to apply."
    >
      <p className="mt-4 text-sm text-fg-muted">
        WAC ID: <span className="font-mono text-fg">{opportunityId}</span>
      </p>
    </PlaceholderPage>
  );
}
