import { BellPlus } from 'lucide-react';
import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The search filters an alert profile can hold; the others (stage, dates...) are left out. */
const ALERT_SEARCH_PARAMETERS = [
  'q',
  'cpv_codes',
  'include_sub_cpv',
  'include_documents',
  'region',
  'location',
  'value_from',
  'value_to',
  'deadline_filter',
  'lifecycle_stage',
  'framework',
] as const;

/** `/account/alerts?new=1&<the current search's alert filters>`: the wizard opens pre-filled. */
export function buildCreateAlertPath(search: string): string {
  const current = new URLSearchParams(search);
  const query = new URLSearchParams({ new: '1' });
  for (const name of ALERT_SEARCH_PARAMETERS) {
    const value = current.get(name);
    if (value) query.set(name, value);
  }
  return `${paths.alerts}?${query}`;
}

/**
 * "Create Alert" on the search screen (beyond the spec): opens the alert wizard pre-filled from
 * the current search. Signed-out and free users land on the alerts page's login or upgrade prompt.
 */
export function CreateAlertButton({ className }: { className?: string }) {
  const { search } = useLocation();
  return (
    <ButtonLink to={buildCreateAlertPath(search)} variant="secondary" className={className}>
      <BellPlus aria-hidden className="size-4" />
      Create Alert
    </ButtonLink>
  );
}
