import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { buildFakeStripeSetup } from './tests/e2e/support/fake-stripe-server';
import { findFreePortsSync } from './tests/e2e/support/free-port';

// The app's port: E2E_PORT when set, otherwise one the system reports free (so a run never
// fails because something else listens on a fixed port), and a second free one for the fake
// Stripe. Picked once by the runner (`??=`): workers load this file again and inherit them.
if (!process.env.E2E_PORT) {
  const [appPort, stripePort, attachmentPort] = findFreePortsSync(3);
  process.env.E2E_PORT = String(appPort);
  process.env.E2E_STRIPE_PORT ??= String(stripePort);
  process.env.E2E_ATTACHMENT_PORT ??= String(attachmentPort);
}
const port = Number(process.env.E2E_PORT);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  throw new Error(`E2E_PORT must be a TCP port number, got "${process.env.E2E_PORT}"`);
}
const baseURL = `http://127.0.0.1:${port}`;
// A throwaway data directory per run: the embedded Postgres starts empty and is seeded offline.
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `wac-e2e-${process.pid}`);
// Specs read emailed links from here. Set once by the runner (`??=`): workers are separate
// processes that load this file again with another pid, and inherit the runner's value.
process.env.E2E_OUTBOX_DIR ??= path.join(dataDir, 'outbox');
// Billing journeys pay on a local fake Stripe (tests/e2e/support/fake-stripe-server.ts).
// Its port is E2E_STRIPE_PORT, or E2E_PORT + 1000 for a reserved E2E_PORT.
const fakeStripe = buildFakeStripeSetup(
  Number(process.env.E2E_STRIPE_PORT ?? port + 1000),
  baseURL,
);
// Attachments of the tender seeded for "Download All" are served by a local fake host (its port
// E2E_ATTACHMENT_PORT, or E2E_PORT + 2000): tests/e2e/support/seed-attachment-release.ts.
const attachmentOrigin = `http://127.0.0.1:${process.env.E2E_ATTACHMENT_PORT ?? port + 2000}`;
// One web build folder per checkout, reused by its later runs (the build is skipped when its
// sources are unchanged) and never shared with another checkout's runs.
const checkoutKey = createHash('sha256').update(process.cwd()).digest('hex').slice(0, 12);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    fakeStripe.webServer,
    {
      command: 'node --import tsx apps/server/test/fakes/run-fake-attachment-host.ts',
      url: `${attachmentOrigin}/files/report.pdf`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_ATTACHMENT_PORT: new URL(attachmentOrigin).port },
    },
    {
      // The database first gets what a first start loads plus the attachment tender, imported
      // by the real ingest from a release file.
      command:
        'node --import tsx tests/e2e/support/seed-attachment-release.ts && node scripts/start.mjs',
      url: `${baseURL}/api/health/`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST_DIR:
          process.env.E2E_WEB_DIST_DIR ?? path.join(os.tmpdir(), `wac-e2e-web-${checkoutKey}`),
        PUBLIC_BASE_URL: baseURL,
        LOG_LEVEL: 'warn',
        // The runner is the one proxy in front: accounts made through the API each come from the
        // address their X-Forwarded-For names (support/accounts.ts), so the specs' many
        // registrations do not all count against 127.0.0.1's hourly limit (ADR 0056).
        TRUST_PROXY: '1',
        // No portal is reachable from tests: point both at a closed port so the offline path runs.
        CF_BASE_URL: 'http://127.0.0.1:9',
        FTS_BASE_URL: 'http://127.0.0.1:9',
        // Loopback attachment hosts are allowed only with NODE_ENV=test (attachment-policy.ts);
        // the web build stays a production one whatever NODE_ENV says (scripts/web-build.mjs).
        NODE_ENV: 'test',
        ATTACHMENT_HOSTS: '127.0.0.1',
        ATTACHMENT_ALLOW_LOOPBACK: 'true',
        // The webhooks journey posts to a fake Slack on loopback (NODE_ENV=test only).
        WEBHOOK_ALLOW_LOOPBACK: 'true',
        FAKE_ATTACHMENT_ORIGIN: attachmentOrigin,
        // Billing runs against the local fake Stripe (no outside service in tests).
        ...fakeStripe.appEnv,
      },
    },
  ],
});
