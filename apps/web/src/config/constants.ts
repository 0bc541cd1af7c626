/**
 * Business constants from the specs (public-area.md section 9, account-area.md sections 3, 6
 * and 9). Every magic number the UI relies on lives here so it can be traced to the spec.
 */

// Type-only: build-tools/ loads this file in Node, which cannot load the contract's .ts files.
import type { SearchSort } from '@wac/contract/search-constants';

// --- Search -----------------------------------------------------------------------------

export const DESCRIPTION_PREVIEW_LENGTH = 250;

export const SORT_OPTIONS = [
  { value: 'release_date-desc', label: 'Release Date Newest First' },
  { value: 'release_date-asc', label: 'Oldest First' },
  { value: 'deadline_date-asc', label: 'Deadline Soonest First' },
  { value: 'value-desc', label: 'Tender Value High to Low' },
  { value: 'value-asc', label: 'Low to High' },
] as const satisfies readonly { value: SearchSort; label: string }[];
export type SortOption = (typeof SORT_OPTIONS)[number]['value'];

// Page size, sorts, regions, sources, categories and deadline windows are the contract's
// (`@wac/contract/search-constants`), as are tiers, favourite limits and promo code lengths
// (`@wac/contract/plan-limits`): the server enforces them, so the web app never copies them.

// --- Timings (milliseconds) --------------------------------------------------------------

export const DEBOUNCE_MS = {
  searchTerm: 500,
  /** Minimum and maximum value, buyer and CPV fields. */
  filterField: 800,
  /** Alert wizard live preview (untracked count call). */
  alertPreviewCount: 750,
  alertProfileNameCheck: 500,
  promoCodeCheck: 500,
} as const;

export const TOAST_DURATION_MS = 5000;
export const LOGO_TOOLTIP_DELAY_MS = 400;
export const COPY_CONFIRMATION_MS = 2000;
export const EMAIL_CONFIRMATION_DELAY_MS = 500;
export const UPGRADE_FINALIZING_MS = 1500;
export const LOGO_STRIP_LOOP_SECONDS = 30;

// --- Opportunity detail ------------------------------------------------------------------

export const QR_CODE_SIZE_PX = 192;
/** The Download All (.zip) button needs more than one attachment. */
export const MIN_ATTACHMENTS_FOR_ZIP = 2;

// --- Formatting --------------------------------------------------------------------------

export const LOCALE = 'en-GB';
export const DEFAULT_CURRENCY = 'GBP';

// --- Leaderboards ------------------------------------------------------------------------

export const LEADERBOARD_DEFAULT_LIMIT = 10;
/** Year choices: the current year plus the four before it. */
export const LEADERBOARD_YEAR_CHOICES = 5;

// --- Contact map -------------------------------------------------------------------------

export const MAP_DEFAULT_ZOOM = 12;
export const MAP_FLY_TO_ZOOM = 14;
export const MAP_FLY_TO_DURATION_MS = 1500;

// --- Browser storage and auth ------------------------------------------------------------

export const STORAGE_KEYS = {
  /** localStorage: the API token. */
  authToken: 'authToken',
  /** localStorage: JSON copy of the signed-in user. */
  authUser: 'authUser',
  /** localStorage: 'light' | 'dark'; absent means follow the system preference. */
  theme: 'theme',
  /** sessionStorage: the last search URL, for the header's "Return to Your Search". */
  lastSearchUrl: 'lastSearchUrl',
} as const;

export const AUTH_HEADER_SCHEME = 'Token';

// --- Alerts and plans (account-area.md sections 5 and 9) ----------------------------------

export const ALERT_PREVIEW_WINDOW_DAYS = 30;
/** Weekly alert estimate = total matches over the preview window / this. */
export const WEEKS_PER_MONTH = 4.3;

/** Plan prices in whole pounds; enterprise is custom-priced and coming soon. */
export const PLAN_PRICES_GBP = {
  free: { monthly: 0, annually: 0 },
  premium: { monthly: 25, annually: 252 },
  professional: { monthly: 100, annually: 1008 },
} as const;

// --- Registration ------------------------------------------------------------------------

export const INDUSTRY_OPTIONS = [
  { value: 'construction', label: 'Construction' },
  { value: 'it_services', label: 'IT & Technology Services' },
  { value: 'consulting', label: 'Consulting & Professional Services' },
  { value: 'healthcare', label: 'Healthcare & Medical' },
  { value: 'manufacturing', label: 'Manufacturing & Engineering' },
  { value: 'education', label: 'Education & Training' },
  { value: 'facilities_management', label: 'Facilities Management' },
  { value: 'recruitment', label: 'Recruitment & HR' },
  { value: 'transport_logistics', label: 'Transport & Logistics' },
  { value: 'other', label: 'Other' },
] as const;
export type Industry = (typeof INDUSTRY_OPTIONS)[number]['value'];
