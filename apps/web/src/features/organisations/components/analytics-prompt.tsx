import { type AnalyticsAccess, describeLowestPlanWith } from '@wac/contract';
import { LineChart } from 'lucide-react';
import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { buildLoginPath, paths } from '@/config/paths';

/**
 * In the analytics' place for visitors and free accounts: what the paid plans show here, and
 * the way there (sign in first for visitors).
 */
export function AnalyticsPrompt({ access }: { access: Exclude<AnalyticsAccess, 'granted'> }) {
  const location = useLocation();
  return (
    <section
      aria-labelledby="analytics-prompt-heading"
      className="rounded-2xl border border-line bg-premium-soft p-6 text-center shadow-sm"
    >
      <LineChart aria-hidden="true" className="mx-auto size-8 text-premium-fg" />
      <h2 id="analytics-prompt-heading" className="mt-3 text-lg font-semibold text-premium-fg">
        Unlock buyer and supplier intelligence
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-sm text-fg">
        Paid plans show awards and totals by year, top categories, main suppliers and buyers, the
        share of awards to SMEs, median award value, typical tender periods and contracts ending
        soon.
      </p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        {access === 'sign_in_required' && (
          <ButtonLink variant="secondary" to={buildLoginPath({ next: location.pathname })}>
            Log in
          </ButtonLink>
        )}
        <ButtonLink to={paths.pricing}>
          Upgrade to {describeLowestPlanWith('organisation_analytics')}
        </ButtonLink>
      </div>
    </section>
  );
}
