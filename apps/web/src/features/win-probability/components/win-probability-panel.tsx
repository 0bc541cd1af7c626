import type { WinProbabilityResponse } from '@wac/contract';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-error';
import { useWinProbability } from '../hooks/use-win-probability';
import { CountedAwards } from './counted-awards';
import { FactorList } from './factor-list';
import { OrganisationLink } from './organisation-link';

/**
 * The win-probability estimate for the workspace's company (issue 30): the estimate in words,
 * every factor with its finding, and the awards it counted, each linked to its page.
 */
export function WinProbabilityPanel({
  workspaceId,
  wacId,
}: {
  workspaceId: number;
  wacId: string;
}) {
  const query = useWinProbability(workspaceId, wacId);
  if (query.isPending) {
    return (
      <p className="flex items-center gap-3 text-sm text-fg-muted">
        <Spinner className="size-5" /> Reading the award history…
      </p>
    );
  }
  if (query.isError) {
    return (
      <Alert tone="error" title="The estimate could not be made">
        {getErrorMessage(query.error, 'Please try again later.')}
      </Alert>
    );
  }
  return <EstimateBody estimate={query.data} />;
}

function EstimateBody({ estimate }: { estimate: WinProbabilityResponse }) {
  return (
    <div className="space-y-5">
      <div className="rounded-xl bg-brand-soft px-4 py-3 text-brand-soft-fg">
        <p className="font-semibold">{estimate.summary}</p>
        {estimate.probability === null && estimate.factors.length > 0 && (
          <p className="mt-1 text-sm">
            WAC gives a figure only from {estimate.min_similar_awards} similar awards up; the
            findings below still stand.
          </p>
        )}
      </div>
      {estimate.buyer && (
        <p className="text-sm">
          Buyer: <OrganisationLink organisation={estimate.buyer} kind="buyer" />
          {estimate.company_suppliers.length > 0 && (
            <>
              {' · '}You on record as:{' '}
              {estimate.company_suppliers.map((supplier, index) => (
                <span key={supplier.id}>
                  {index > 0 && ', '}
                  <OrganisationLink organisation={supplier} kind="supplier" />
                </span>
              ))}
            </>
          )}
        </p>
      )}
      {estimate.factors.length > 0 && (
        <section aria-labelledby="win-factors">
          <h4 id="win-factors" className="mb-2 font-semibold">
            How it was worked out
          </h4>
          <FactorList factors={estimate.factors} />
        </section>
      )}
      <CountedAwards awards={estimate.counted_awards} total={estimate.similar_awards} />
    </div>
  );
}
