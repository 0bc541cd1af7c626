import {
  assessPassword,
  loadPasswordEstimator,
  type PasswordAssessment,
  type PasswordEstimator,
} from '@wac/contract';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';

export type PasswordFeedback =
  | { state: 'empty' }
  | { state: 'checking' }
  | { state: 'unavailable' }
  | ({ state: 'assessed' } & PasswordAssessment);

/**
 * The server's password rule (the contract's assessPassword, ADR 0172) applied as the user types.
 * The estimator's dictionaries are loaded only once something is typed, so pages without a
 * new-password field never download them. Scoring follows the deferred value: typing stays
 * responsive while a long password is scored.
 */
export function usePasswordAssessment(
  password: string,
  owner: { email?: string; names?: string[] } = {},
): PasswordFeedback {
  const [estimator, setEstimator] = useState<PasswordEstimator | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const isTyped = password !== '';
  useEffect(() => {
    if (!isTyped || estimator || hasFailed) return;
    let isCurrent = true;
    loadPasswordEstimator().then(
      (loaded) => isCurrent && setEstimator(() => loaded),
      () => isCurrent && setHasFailed(true),
    );
    return () => {
      isCurrent = false;
    };
  }, [isTyped, estimator, hasFailed]);

  const deferredPassword = useDeferredValue(password);
  const email = owner.email?.trim() ?? '';
  const names = (owner.names ?? []).join('\n');
  return useMemo<PasswordFeedback>(() => {
    if (deferredPassword === '') return { state: 'empty' };
    if (hasFailed) return { state: 'unavailable' };
    if (!estimator) return { state: 'checking' };
    const assessment = assessPassword(
      deferredPassword,
      { email, names: names ? names.split('\n') : [] },
      estimator,
    );
    return { state: 'assessed', ...assessment };
  }, [deferredPassword, estimator, hasFailed, email, names]);
}
