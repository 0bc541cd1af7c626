import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buildFrameworkPath } from '@/config/paths';
import { formatCount } from '@/lib/format';
import { getSupplierFrameworks } from '../api/organisations-api';
import { OrganisationSection } from './organisation-section';

const KIND_LABELS = { framework: 'Framework', dynamic_market: 'Dynamic market' } as const;

/** The frameworks and dynamic markets a supplier is admitted to (issue 31); hidden when none. */
export function SupplierFrameworksCard({ organisationId }: { organisationId: number }) {
  const { data } = useQuery({
    queryKey: ['supplier-frameworks', organisationId],
    queryFn: () => getSupplierFrameworks(organisationId),
  });
  if (!data || data.frameworks.length === 0) return null;
  return (
    <OrganisationSection
      title={`Frameworks (${formatCount(data.frameworks.length)})`}
      description="Frameworks and dynamic markets whose award notices name this supplier."
    >
      <ul className="divide-y divide-line">
        {data.frameworks.map((framework) => (
          <li
            key={framework.id}
            className="flex flex-wrap items-baseline justify-between gap-2 py-2"
          >
            <Link
              to={buildFrameworkPath(framework.id)}
              className="font-medium break-words text-link hover:underline"
            >
              {framework.title}
            </Link>
            <span className="text-sm text-fg-muted">{KIND_LABELS[framework.kind]}</span>
          </li>
        ))}
      </ul>
    </OrganisationSection>
  );
}
