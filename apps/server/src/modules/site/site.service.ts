import type { SiteConfigResponse, SiteStatsResponse } from '@wac/contract';
import type { Env } from '../../config/env';
import type { Queryable } from '../../db/pool';
import { isBillingConfigured } from '../billing/billing-config';
import { type CachedValue, createCachedValue } from './cached-value';
import { readMapStyleUrl } from './map-sources';
import { countLiveFigures, hasSampleData } from './site.repository';

/** Landing figures and the sample-data flag may be a minute old; no visitor waits on a count. */
export const SITE_CACHE_TTL_MS = 60_000;

export type SiteService = {
  getSiteConfig(): Promise<SiteConfigResponse>;
  getSiteStats(): Promise<SiteStatsResponse>;
};

/** One per app: holds the per-process caches of the two public endpoints. */
export function createSiteService(deps: { db: Queryable; env: Env }): SiteService {
  const sampleFlag: CachedValue<boolean> = createCachedValue(
    () => hasSampleData(deps.db),
    SITE_CACHE_TTL_MS,
  );
  const stats: CachedValue<SiteStatsResponse> = createCachedValue(async () => {
    const figures = await countLiveFigures(deps.db);
    return { ...figures, as_of: new Date().toISOString() };
  }, SITE_CACHE_TTL_MS);

  return {
    async getSiteConfig() {
      const { env } = deps;
      return {
        contact: { email: env.CONTACT_EMAIL ?? null, follow_us_url: env.FOLLOW_US_URL ?? null },
        office: {
          name: env.OFFICE_NAME,
          address: env.OFFICE_ADDRESS,
          latitude: env.OFFICE_LATITUDE,
          longitude: env.OFFICE_LONGITUDE,
        },
        map: { style_url: readMapStyleUrl(env) },
        is_sample_data: await sampleFlag.get(),
        alert_profile_limits: env.ALERT_PROFILE_LIMITS,
        billing: { is_configured: isBillingConfigured(env), sales_email: env.SALES_EMAIL ?? null },
      };
    },
    getSiteStats: () => stats.get(),
  };
}
