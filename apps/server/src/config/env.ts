import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALERT_PROFILE_LIMIT_READINGS, API_KEY_DEFAULT_RATE_LIMIT_PER_MINUTE } from '@wac/contract';
import { z } from 'zod';
import { DEFAULT_PARALLEL_WORKERS, JIT_MODES } from '../db/session-settings';
import { listeningBaseUrl } from './public-base-url';
import { trustProxySchema } from './trust-proxy';

/**
 * The repository root (the folder whose package.json lists the workspaces): `./data`, the web
 * build and the migrations are resolved from here, not from the cwd. Found by walking up, so the
 * same code works from `src/config` (tsx, tests) and from the compiled `apps/server/dist` bundle.
 */
function findRepoRoot(start: string): string {
  for (let dir = start; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8'))) {
      return dir;
    }
  }
  throw new Error(`No workspace root above ${start}`);
}

export const REPO_ROOT = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

/**
 * Every setting the server reads, validated once at start-up. Defaults make `npm start` work on a
 * bare machine; README's configuration table lists the same names.
 */
const envFields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('127.0.0.1'),
  // Only behind a reverse proxy: a hop count or the proxies' addresses (config/trust-proxy.ts).
  TRUST_PROXY: trustProxySchema,
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Set: only requests bearing `Authorization: Bearer <token>` may read /metrics (from anywhere).
  // Unset: only clients on this machine (ADR 0079).
  METRICS_TOKEN: optionalString.refine((token) => token === undefined || token.length >= 16, {
    message: 'Use at least 16 characters.',
  }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  DATABASE_URL: optionalString,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  // JIT in our sessions: `off`, or `server` to keep the server's own setting (ADR 0075).
  DATABASE_JIT: z.enum(JIT_MODES).default('off'),
  // Parallel workers per statement in our sessions: a number, or `server` for the server's own
  // setting (ADR 0354).
  DATABASE_PARALLEL_WORKERS: z
    .union([z.literal('server'), z.coerce.number().int().min(0).max(64)])
    .default(DEFAULT_PARALLEL_WORKERS),
  // Fixed-shape statements sent named, planned once per connection (ADR 0369); false behind a
  // pooler that cannot keep named statements (PgBouncer in transaction mode before 1.21).
  DATABASE_NAMED_STATEMENTS: booleanFromString.default(true),
  // Load the search's pages into the server's cache after start, where jobs run (ADR 0130).
  DATABASE_WARM: booleanFromString.default(true),
  // Base of every link WAC sends (emails, calendar feeds, exports); unset, the address the
  // server listens on (HOST and PORT; ADR 0150).
  PUBLIC_BASE_URL: optionalString.pipe(z.url().optional()),
  WEB_DIST_DIR: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  // Background work (pg-boss): ingest windows, alert digests, emails.
  JOBS_ENABLED: booleanFromString.default(true),
  SYNC_ENABLED: booleanFromString.default(true),
  SYNC_INTERVAL_MINUTES: z.coerce.number().int().min(1).default(15),
  SYNC_BACKFILL_DAYS: z.coerce.number().int().min(1).default(30),
  // The largest portal response read (streamed, then cut off): one oversized page must never
  // exhaust the process's memory (ADR 0061). Real pages are a few MB.
  PORTAL_MAX_RESPONSE_MB: z.coerce.number().positive().max(1024).default(50),
  // When alert digests go out: a cron expression in UK time (pg-boss schedule); daily at 07:00.
  ALERT_DIGEST_CRON: z
    .string()
    .trim()
    .regex(/^[\d*/,-]+(\s+[\d*/,-]+){4}$/, { message: 'Use a five-field cron expression.' })
    .default('0 7 * * *'),
  CF_BASE_URL: z.string().url().default('https://www.contractsfinder.service.gov.uk'),
  FTS_BASE_URL: z.string().url().default('https://www.find-tender.service.gov.uk'),
  PCS_BASE_URL: z.string().url().default('https://api.publiccontractsscotland.gov.uk'),
  S2W_BASE_URL: z.string().url().default('https://api.sell2wales.gov.wales'),
  // Extra CA certificates (PEM) trusted next to Node's own roots for the PCS and Sell2Wales APIs,
  // whose hosts do not send their intermediate certificate (ADR 0067). Default: the one shipped.
  PORTAL_EXTRA_CA_FILE: optionalString,
  SAMPLE_DATA_ON_EMPTY: booleanFromString.default(true),
  SAMPLE_DATA_COUNT: z.coerce.number().int().min(0).default(3000),
  // Search: remember exact totals per search until the data changes (ADR 0023).
  SEARCH_COUNT_CACHE: booleanFromString.default(true),
  // Search: megabytes of result pages each API process keeps per data version (ADR 0110; 0: off).
  SEARCH_PAGE_CACHE_MB: z.coerce.number().min(0).default(32),
  // Attachment zips fetch only from these hosts (comma list; `.gov.uk` style entries match
  // subdomains). Private and loopback addresses are always refused; loopback is let through only
  // when NODE_ENV=test and ATTACHMENT_ALLOW_LOOPBACK=true, so tests can use a local server.
  ATTACHMENT_HOSTS: z
    .string()
    .default(
      [
        'www.contractsfinder.service.gov.uk',
        'www.find-tender.service.gov.uk',
        'www.publiccontractsscotland.gov.uk',
        'www.sell2wales.gov.wales',
      ].join(','),
    ),
  ATTACHMENT_ALLOW_LOOPBACK: booleanFromString.default(false),
  // Tender documents fetched for search (ADR 0238), stored once each by content hash. Unset:
  // DATA_DIR/documents. Several processes may share one folder (a shared volume or bucket mount).
  DOCUMENTS_DIR: optionalString,
  // Webhook endpoints must be public https addresses; only when NODE_ENV=test and this is true
  // may they be http on loopback, so tests can run fake Slack, Teams and generic receivers.
  WEBHOOK_ALLOW_LOOPBACK: booleanFromString.default(false),
  // Email
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('WAC <no-reply@wac.local>'),
  // Where contact form messages are emailed. No default (ADR 0341): unset, they are stored only
  // and staff read them with `npm run contact -- list`.
  STAFF_INBOX: optionalString,
  // Alert profiles a paid tier may keep: `interface` (5 for every paid tier, as the alerts page
  // shows) or `plan` (the plan table: Premium 2, Professional and Enterprise 20). ADR 0040.
  ALERT_PROFILE_LIMITS: z.enum(ALERT_PROFILE_LIMIT_READINGS).default('interface'),
  // Leaderboards: how old a change the pre-ranked summary may miss and still be served while its
  // rebuild runs (0 = always exact, ranking live until the rebuild lands). ADR 0025.
  LEADERBOARD_MAX_STALENESS_SECONDS: z.coerce.number().int().min(0).default(600),
  // Requests one API key may make per minute (ADR 0210); each key counts on its own.
  API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .default(API_KEY_DEFAULT_RATE_LIMIT_PER_MINUTE),
  // Contact page (served to the web app by GET /api/site-config/)
  CONTACT_EMAIL: optionalString,
  // No default: a made-up company page would be a placeholder link (the Contact page hides it).
  FOLLOW_US_URL: optionalString.pipe(z.url().optional()),
  OFFICE_NAME: z.string().default('WAC'),
  OFFICE_ADDRESS: z.string().default('London, United Kingdom'),
  OFFICE_LATITUDE: z.coerce.number().min(-90).max(90).default(51.5074),
  OFFICE_LONGITUDE: z.coerce.number().min(-180).max(180).default(-0.1278),
  // A MapLibre style (its tiles and fonts come from the same service); `none` hides the map.
  MAP_STYLE_URL: z.string().default('https://tiles.openfreemap.org/styles/positron'),
  // Billing
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_URL: optionalString,
  STRIPE_PRICE_PREMIUM_MONTHLY: optionalString,
  STRIPE_PRICE_PREMIUM_ANNUAL: optionalString,
  STRIPE_PRICE_PROFESSIONAL_MONTHLY: optionalString,
  STRIPE_PRICE_PROFESSIONAL_ANNUAL: optionalString,
  // Comma-separated origins checkout may return to; PUBLIC_BASE_URL's origin is always allowed.
  BILLING_ALLOWED_ORIGINS: optionalString,
  // No default: a made-up address is a placeholder; unset, Contact Sales is the Contact page.
  SALES_EMAIL: optionalString,
  // The operator's own words (ADR 0142): the landing page's partners and testimonials and the
  // services the paid plans include, as JSON (checked at start-up). Unset: none are shown.
  OPERATOR_CONTENT_FILE: optionalString.refine(
    (file) => file === undefined || (existsSync(file) && statSync(file).isFile()),
    { message: 'No file at this path.' },
  ),
});

export const envSchema = envFields.transform(({ PUBLIC_BASE_URL, ...env }) => ({
  ...env,
  PUBLIC_BASE_URL: PUBLIC_BASE_URL ?? listeningBaseUrl(env.HOST, env.PORT),
  /** PUBLIC_BASE_URL as the operator set it (undefined: it follows HOST and PORT). */
  CONFIGURED_PUBLIC_BASE_URL: PUBLIC_BASE_URL,
}));

export type Env = z.infer<typeof envSchema>;

/** Parses the environment, failing start-up with every bad variable named. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return parsed.data;
}
