import { ALERT_PROFILE_NAME_CHECK_MIN_LENGTH } from '@wac/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DEBOUNCE_MS } from '@/config/constants';
import { checkAlertProfileName } from '../api/alert-profiles-api';

export type NameCheckStatus = 'idle' | 'checking' | 'available' | 'taken' | 'failed';

/**
 * The profile name's availability (section 5): checked 500 ms after typing stops, from 3
 * characters, leaving out the profile being edited. `verify` checks at once (the Next button),
 * whatever the length, reusing a finished answer for the same name.
 */
export function useProfileNameCheck(name: string, editingId: number | null) {
  const trimmed = name.trim();
  const [result, setResult] = useState<{ name: string; status: NameCheckStatus }>({
    name: '',
    status: 'idle',
  });
  const latest = useRef(trimmed);
  latest.current = trimmed;

  const runCheck = useCallback(
    async (candidate: string, signal?: AbortSignal): Promise<NameCheckStatus> => {
      try {
        const { is_available } = await checkAlertProfileName(candidate, editingId, signal);
        return is_available ? 'available' : 'taken';
      } catch {
        return 'failed';
      }
    },
    [editingId],
  );

  useEffect(() => {
    if (trimmed.length < ALERT_PROFILE_NAME_CHECK_MIN_LENGTH) {
      setResult({ name: trimmed, status: 'idle' });
      return;
    }
    setResult({ name: trimmed, status: 'checking' });
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      const status = await runCheck(trimmed, controller.signal);
      if (!controller.signal.aborted) setResult({ name: trimmed, status });
    }, DEBOUNCE_MS.alertProfileNameCheck);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, runCheck]);

  const verify = useCallback(async (): Promise<NameCheckStatus> => {
    const candidate = latest.current;
    if (result.name === candidate && (result.status === 'available' || result.status === 'taken')) {
      return result.status;
    }
    const status = await runCheck(candidate);
    if (latest.current === candidate) setResult({ name: candidate, status });
    return status;
  }, [result, runCheck]);

  const status = result.name === trimmed ? result.status : 'idle';
  return { status, verify };
}
