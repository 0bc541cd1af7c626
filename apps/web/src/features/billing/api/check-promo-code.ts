import type { CheckPromoCodeResponse } from '@wac/contract';
import { apiRequestUntracked } from '@/lib/api-client';

/** GET /api/stripe/check-promo-code/: an expected, frequent check, so it is untracked. */
export function checkPromoCode(
  code: string,
  signal?: AbortSignal,
): Promise<CheckPromoCodeResponse> {
  return apiRequestUntracked<CheckPromoCodeResponse>(
    `/api/stripe/check-promo-code/?code=${encodeURIComponent(code)}`,
    { signal },
  );
}
