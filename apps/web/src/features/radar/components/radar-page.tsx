import {
  describeLowestPlanWith,
  RADAR_PAGE_SIZE,
  type RadarMonths,
  type RadarResponse,
} from '@wac/contract';
import { useSearchParams } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { buildLoginPath, paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { formatCount } from '@/lib/format';
import { useRadar } from '../hooks/use-radar';
import {
  buildRadarQuery,
  describePageRange,
  neighbourPages,
  type RadarForm,
  type RadarState,
  readRadarState,
} from '../utils/radar-query';
import { MonthsChoice, RadarFilters } from './radar-filters';
import { RadarFrameworks } from './radar-frameworks';
import { RadarRow } from './radar-row';

function describeTotal(radar: RadarResponse): string {
  const count = radar.total_is_capped
    ? `More than ${formatCount(radar.total)}`
    : formatCount(radar.total);
  const noun = radar.total === 1 && !radar.total_is_capped ? 'contract ends' : 'contracts end';
  const sentence = `${count} awarded ${noun} in the next ${radar.months} months`;
  // Professional sees every contract: the count stops at the cap, the pages do not (ADR 0163).
  if (radar.total_is_capped && radar.access === 'granted')
    return `${sentence}: counting stops there, but every one is listed, ${RADAR_PAGE_SIZE} a page, soonest end first.`;
  return `${sentence}.`;
}

function describeWithoutEndDate(radar: RadarResponse): string | null {
  if (radar.without_end_date === 0) return null;
  const count = radar.without_end_date_is_capped
    ? `More than ${formatCount(radar.without_end_date)}`
    : formatCount(radar.without_end_date);
  return `${count} other awarded ${radar.without_end_date === 1 ? 'contract' : 'contracts'} matching these filters ${
    radar.without_end_date === 1 ? 'has' : 'have'
  } no contract end date from ${radar.without_end_date === 1 ? 'its' : 'their'} source, so ${
    radar.without_end_date === 1 ? 'it is' : 'they are'
  } not placed on the radar.`;
}

/** The plan the radar's estimates and later pages come with (the contract's tier rule). */
const RADAR_PLAN = describeLowestPlanWith('retender_radar');

/** What the free first page leads to: sign in, or upgrade. */
function RadarUpgradeNote({ access }: { access: RadarResponse['access'] }) {
  if (access === 'granted') return null;
  return (
    <Alert tone="info" title="See when each contract is expected to be tendered again">
      <p>
        The first page of the radar is free. {RADAR_PLAN} shows every contract and its expected
        re-tender date, estimated from the buyer&apos;s own habits.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        {access === 'sign_in_required' && (
          <ButtonLink variant="secondary" size="sm" to={buildLoginPath({ next: paths.radar })}>
            Log in
          </ButtonLink>
        )}
        <ButtonLink size="sm" to={paths.pricing}>
          Upgrade to {RADAR_PLAN}
        </ButtonLink>
      </div>
    </Alert>
  );
}

/**
 * `/radar` (issue 19): awarded contracts whose contract period ends within 3, 6, 12 or 24
 * months, soonest first, filtered like a search; everything lives in the URL.
 */
export function RadarPage({ userId }: { userId: number | null }) {
  const [params, setParams] = useSearchParams();
  const state = readRadarState(params);
  const query = buildRadarQuery(state);
  const { data: radar, error, isPending, isFetching } = useRadar(query, userId);
  const go = (next: Partial<RadarState>) =>
    setParams(
      new URLSearchParams(buildRadarQuery({ ...state, page: 1, after: '', before: '', ...next })),
      { preventScrollReset: true },
    );
  const applyFilters = (form: RadarForm) => go(form);
  const withoutEndDate = radar ? describeWithoutEndDate(radar) : null;
  const neighbours = radar ? neighbourPages(radar) : { next: null, previous: null };
  const pageRange = radar?.access === 'granted' ? describePageRange(radar) : null;
  // A later page asked for without a paid plan (a shared link): the server's 401/403 is the tier
  // rule, not a failure, so it reads as the same upgrade note the first page shows.
  const errorStatus = error instanceof ApiError ? error.status : null;
  const planNeeded =
    errorStatus === 401 ? 'sign_in_required' : errorStatus === 403 ? 'upgrade_required' : null;
  return (
    <PageContainer className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Re-tender radar</h1>
        <p className="mt-2 max-w-3xl text-fg-muted">
          Public contracts that end soon are tendered again: see which ones, who holds them now, and
          when the buyer is likely to publish the next tender.
        </p>
      </div>
      <MonthsChoice months={state.months} onChange={(months: RadarMonths) => go({ months })} />
      <RadarFilters applied={state} onApply={applyFilters} />
      {state.buyer && (
        <p className="text-sm">
          Showing one buyer&apos;s contracts.{' '}
          <button
            type="button"
            className="font-medium text-link underline"
            onClick={() => go({ buyer: '' })}
          >
            Show every buyer
          </button>
        </p>
      )}
      {error &&
        (planNeeded ? (
          <div className="space-y-3">
            <RadarUpgradeNote access={planNeeded} />
            <Button variant="secondary" onClick={() => go({})}>
              Show the first page
            </Button>
          </div>
        ) : (
          <Alert tone="error">Could not load the radar: {error.message}</Alert>
        ))}
      <RadarFrameworks months={state.months} />
      {isPending && !error ? (
        <div className="flex items-center gap-3">
          <Spinner />
          <p role="status">Loading the radar...</p>
        </div>
      ) : (
        radar && (
          <div className="space-y-4" aria-busy={isFetching}>
            <p role="status" className="font-medium">
              {describeTotal(radar)}
            </p>
            {withoutEndDate && <p className="text-sm text-fg-muted">{withoutEndDate}</p>}
            <RadarUpgradeNote access={radar.access} />
            {radar.results.length === 0 ? (
              <p className="text-fg-muted">
                No contract matching these filters ends in this window.
              </p>
            ) : (
              <ol className="space-y-4">
                {radar.results.map((row) => (
                  <li key={`${row.wac_id}-${row.contract_end_date}`}>
                    <RadarRow row={row} />
                  </li>
                ))}
              </ol>
            )}
            {pageRange && <p className="text-sm text-fg-muted">{pageRange}</p>}
            {radar.access === 'granted' && (neighbours.previous || neighbours.next) && (
              <nav aria-label="Radar pages" className="flex items-center justify-between gap-3">
                <Button
                  variant="secondary"
                  disabled={!neighbours.previous}
                  onClick={() => neighbours.previous && go(neighbours.previous)}
                >
                  Previous
                </Button>
                <span className="text-sm text-fg-muted">Page {formatCount(radar.page)}</span>
                <Button
                  variant="secondary"
                  disabled={!neighbours.next}
                  onClick={() => neighbours.next && go(neighbours.next)}
                >
                  Next
                </Button>
              </nav>
            )}
          </div>
        )
      )}
    </PageContainer>
  );
}
