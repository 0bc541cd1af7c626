import { useEffect, useRef, useState } from 'react';
import { getErrorMessage } from '@/lib/api-error';

/** Where a token link's action stands: under way, done (with the server's answer) or refused. */
export type TokenActionState<Result> =
  | { status: 'working' }
  | { status: 'done'; result: Result }
  | { status: 'failed'; message: string };

/**
 * Acts on an emailed link's token as soon as its page opens (unsubscribe, unwatch), without
 * signing in. A page rather than a link to the API, so mail scanners that fetch links do not act
 * for people. `fallback` is the message when the server's error says nothing better.
 */
export function useTokenActionOnOpen<Result>(
  token: string,
  action: (token: string) => Promise<Result>,
  fallback: string,
): TokenActionState<Result> {
  const [state, setState] = useState<TokenActionState<Result>>({ status: 'working' });
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    // Once per token, also under StrictMode's double effects (the calls are idempotent anyway).
    if (sentFor.current === token) return;
    sentFor.current = token;
    action(token)
      .then((result) => setState({ status: 'done', result }))
      .catch((error: unknown) =>
        setState({ status: 'failed', message: getErrorMessage(error, fallback) }),
      );
  }, [token, action, fallback]);

  return state;
}
