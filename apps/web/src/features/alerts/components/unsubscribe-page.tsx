import { useParams } from 'react-router';
import { TokenActionCard } from '@/components/token-action-card';
import { paths } from '@/config/paths';
import { useTokenActionOnOpen } from '@/hooks/use-token-action-on-open';
import { unsubscribeFromAlert } from '../api/alert-profiles-api';

/**
 * /alerts/unsubscribe/:token, the digest's one-click link: turns the profile's email alerts off
 * as soon as the page opens, without signing in.
 */
export function UnsubscribePage() {
  const { token = '' } = useParams();
  const state = useTokenActionOnOpen(
    token,
    unsubscribeFromAlert,
    'This unsubscribe link could not be used.',
  );
  return (
    <TokenActionCard
      title="Email Alerts"
      state={state}
      working="Turning off these alerts..."
      done={(result) => (
        <>
          Email alerts for <strong>{result.profile_name}</strong> are now off. You can turn them
          back on at any time from My Alert Profiles.
        </>
      )}
      next={{ to: paths.alerts, label: 'Manage alert profiles' }}
    />
  );
}
