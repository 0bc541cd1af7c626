import { useEffect, useState } from 'react';
import { DEBOUNCE_MS } from '@/config/constants';
import { checkPromoCode } from '../api/check-promo-code';
import {
  describeValidPromo,
  isPromoCodeCheckable,
  normalisePromoCode,
  PROMO_MESSAGES,
} from '../utils/promo-code';

/** The four states of the discount code field (account-area.md section 4). */
export type PromoCodeState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'valid'; code: string; message: string }
  | { status: 'invalid'; message: string };

/** Checks the typed code 500 ms after typing stops, from 3 characters; stale answers are dropped. */
export function usePromoCodeCheck(input: string, isEnabled: boolean): PromoCodeState {
  const code = normalisePromoCode(input);
  const [state, setState] = useState<PromoCodeState>({ status: 'idle' });

  useEffect(() => {
    if (!isEnabled || !isPromoCodeCheckable(code)) {
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'checking' });
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        const result = await checkPromoCode(code, controller.signal);
        setState(
          result.is_valid
            ? { status: 'valid', code, message: describeValidPromo(result) }
            : { status: 'invalid', message: PROMO_MESSAGES.invalid },
        );
      } catch {
        if (!controller.signal.aborted) {
          setState({ status: 'invalid', message: PROMO_MESSAGES.checkFailed });
        }
      }
    }, DEBOUNCE_MS.promoCodeCheck);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [code, isEnabled]);

  return state;
}
