import type { OrganisationAnalytics, OrganisationRole } from '@wac/contract';
import { Link } from 'react-router';
import { buildRadarPath } from '@/config/paths';
import { AnalyticsFigures } from './analytics-figures';
import { AwardList } from './award-list';
import { AwardsByYearChart } from './awards-by-year-chart';
import { OrganisationSection } from './organisation-section';
import { CounterpartiesList, TopCpvList } from './ranked-lists';

const COUNTERPARTIES_TITLE = { buyer: 'Main suppliers', supplier: 'Main buyers' } as const;

/** Everything paid tiers see of an organisation. */
export function OrganisationAnalyticsSections({
  role,
  organisationId,
  analytics,
}: {
  role: OrganisationRole;
  organisationId: number;
  analytics: OrganisationAnalytics;
}) {
  return (
    <div className="space-y-6">
      <OrganisationSection title="Key figures">
        <AnalyticsFigures role={role} analytics={analytics} />
      </OrganisationSection>
      <div className="grid gap-6 lg:grid-cols-2">
        <OrganisationSection title="Awards by year">
          <AwardsByYearChart years={analytics.by_year} />
        </OrganisationSection>
        <OrganisationSection title="Top categories">
          <TopCpvList categories={analytics.top_cpv} />
        </OrganisationSection>
        <OrganisationSection title={COUNTERPARTIES_TITLE[role]}>
          <CounterpartiesList role={role} counterparties={analytics.top_counterparties} />
        </OrganisationSection>
        <OrganisationSection
          title="Contracts ending soon"
          description="Awarded contracts whose contract period ends in the next 12 months."
          action={
            role === 'buyer' ? (
              <Link
                to={buildRadarPath({ months: 12, buyer: organisationId })}
                className="text-sm font-medium text-link hover:underline"
              >
                See them on the radar
              </Link>
            ) : undefined
          }
        >
          <AwardList
            awards={analytics.contracts_ending_soon}
            role={role}
            dateLabel="Ends"
            empty="No contract ends in the next 12 months."
          />
        </OrganisationSection>
      </div>
      <OrganisationSection title="Recent awards">
        <AwardList
          awards={analytics.recent_awards}
          role={role}
          dateLabel="Awarded"
          empty="No awards yet."
        />
      </OrganisationSection>
    </div>
  );
}
