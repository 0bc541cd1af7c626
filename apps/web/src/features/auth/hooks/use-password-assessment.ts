import { useDeferredValue, useEffect, useMemo, useState } from 'react';

type PasswordRules = typeof import('@wac/contract/password-rules');
type Estimator = Awaited<ReturnType<PasswordRules['loadPasswordEstimator']>>;
type Loaded = { rules: PasswordRules; estimate: Estimator };

export type PasswordFeedback =
  | { state: 'empty' }
  | { state: 'checking' }
  | { state: 'unavailable' }
  | { state: 'assessed'; score: number; problems: string[]; isClose: boolean };

/** The rule and the estimator's dictionaries: separate chunks, fetched on first use only. */
async function loadPasswordRules(): Promise<Loaded> {
  const rules = await import('@wac/contract/password-rules');
  return { rules, estimate: await rules.loadPasswordEstimator() };
}

/**
 * The server's password rule (the contract's assessPassword, ADR 0172) applied as the user types.
 * Nothing of it is loaded until something is typed, so the register and reset pages stay as
 * light as before for a visitor who has not reached the field. Scoring follows the deferred
 * value: typing stays responsive while a long password is scored.
 */
export function usePasswordAssessment(
  password: string,
  owner: { email?: string; names?: string[] } = {},
): PasswordFeedback {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const isTyped = password !== '';
  useEffect(() => {
    if (!isTyped || loaded || hasFailed) return;
    let isCurrent = true;
    loadPasswordRules().then(
      (rules) => isCurrent && setLoaded(rules),
      () => isCurrent && setHasFailed(true),
    );
    return () => {
      isCurrent = false;
    };
  }, [isTyped, loaded, hasFailed]);

  const deferredPassword = useDeferredValue(password);
  const email = owner.email?.trim() ?? '';
  const names = (owner.names ?? []).join('\n');
  return useMemo<PasswordFeedback>(() => {
    if (deferredPassword === '') return { state: 'empty' };
    if (hasFailed) return { state: 'unavailable' };
    if (!loaded) return { state: 'checking' };
    const { score, problems } = loaded.rules.assessPassword(
      deferredPassword,
      { email, names: names ? names.split('\n') : [] },
      loaded.estimate,
    );
    const isClose = score >= loaded.rules.PASSWORD_MIN_SCORE - 1;
    return { state: 'assessed', score, problems, isClose };
  }, [deferredPassword, loaded, hasFailed, email, names]);
}
