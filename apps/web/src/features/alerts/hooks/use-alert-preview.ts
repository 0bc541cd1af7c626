import { useEffect, useState } from 'react';
import { DEBOUNCE_MS } from '@/config/constants';
import { countPreviewMatches } from '../api/alert-profiles-api';
import { type AlertFormValues, hasPreviewCriteria } from '../utils/alert-form';
import { buildPreviewQuery } from '../utils/alert-preview';

export type AlertPreviewState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; total: number }
  | { status: 'failed' };

/**
 * The step 3 live preview (section 7): an untracked count of the last 30 days' matches, 750 ms
 * after the criteria stop changing, only when a keyword, CPV code, location or value is set.
 */
export function useAlertPreview(values: AlertFormValues, isEnabled: boolean): AlertPreviewState {
  const hasCriteria = hasPreviewCriteria(values);
  const query = buildPreviewQuery(values).toString();
  const [state, setState] = useState<AlertPreviewState>({ status: 'idle' });

  useEffect(() => {
    if (!isEnabled || !hasCriteria) {
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'loading' });
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        const { total } = await countPreviewMatches(new URLSearchParams(query), controller.signal);
        if (!controller.signal.aborted) setState({ status: 'ready', total });
      } catch {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      }
    }, DEBOUNCE_MS.alertPreviewCount);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, hasCriteria, isEnabled]);

  return state;
}
