import { Link, useParams } from 'react-router';
import { TokenActionCard } from '@/components/token-action-card';
import { buildOpportunityPath, paths } from '@/config/paths';
import { useTokenActionOnOpen } from '@/hooks/use-token-action-on-open';
import { unwatchByToken } from '../api/watches-api';

/**
 * /watches/unwatch/:token, the link in each watch email: stops watching that procurement when
 * the page opens, without signing in (as for alert unsubscribes).
 */
export function UnwatchPage() {
  const { token = '' } = useParams();
  const state = useTokenActionOnOpen(token, unwatchByToken, 'This unwatch link could not be used.');
  return (
    <TokenActionCard
      title="Watched procurements"
      state={state}
      working="Stopping this watch..."
      done={(result) => (
        <>
          You no longer watch{' '}
          <Link to={buildOpportunityPath(result.wac_id)} className="font-semibold text-link">
            {result.title}
          </Link>
          . You can watch it again from its page.
        </>
      )}
      next={{ to: paths.watches, label: 'Your watched procurements' }}
    />
  );
}
