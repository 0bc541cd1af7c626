import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLinks, waitForOutboxMessage } from './helpers/mail';
import {
  buildServerBundle,
  postgresPidsFor,
  type ServerProcess,
  startServerProcess,
} from './helpers/server-process';

const EMAIL = 'careful@example.test';
const PASSWORD = 'Quiet-Harbour-Lantern-7319';

async function post(url: string, body: object): Promise<number> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.status;
}

/** The last path segment of the first emailed link whose path contains `part`: its token. */
function tokenIn(raw: string, part: string): string {
  const link = findLinks(raw).find((candidate) => candidate.includes(part));
  expect(link, `a ${part} link`).toBeDefined();
  return decodeURIComponent(new URL(link!).pathname.split('/').filter(Boolean).at(-1)!);
}

// With no SMTP_URL every email goes to the outbox, and its log line once carried the first link.
describe('the logs of account emails', { timeout: 120_000 }, () => {
  let dataDir: string;
  let server: ServerProcess;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'wac-log-secrets-'));
    buildServerBundle();
    server = await startServerProcess({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'trace',
      SYNC_ENABLED: 'false',
      SAMPLE_DATA_ON_EMPTY: 'false',
      DATABASE_WARM: 'false',
    });
  });
  afterAll(async () => {
    server.child.kill('SIGINT');
    await server.exited;
    for (const pid of postgresPidsFor(dataDir)) process.kill(pid, 'SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('name the outbox file and never a verification or reset token', async () => {
    const registration = await post(`${server.url}/api/auth/register/`, {
      email: EMAIL,
      password: PASSWORD,
      password2: PASSWORD,
      first_name: 'Rosalind',
      last_name: 'Franklin',
      company_name: 'Crystals Ltd',
      industry: 'consulting',
      phone_number: '',
    });
    expect(registration).toBe(201);
    const verification = await waitForOutboxMessage(dataDir, (raw) =>
      raw.includes('confirm-email'),
    );
    expect(await post(`${server.url}/api/auth/password/reset/`, { email: EMAIL })).toBe(200);
    const reset = await waitForOutboxMessage(dataDir, (raw) => raw.includes('password-reset'));

    const tokens = [tokenIn(verification, 'confirm-email'), tokenIn(reset, 'password-reset')];
    // Give the log lines of the second email time to be written.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const logs = server.output();
    for (const token of tokens) {
      expect(token.length).toBeGreaterThan(15);
      expect(logs).not.toContain(token);
      expect(logs).not.toContain(encodeURIComponent(token));
    }
    expect(logs).not.toMatch(/confirm-email\/|password-reset\/confirm\//);
    // What a developer needs instead: the file each email was written to.
    const files = readdirSync(path.join(dataDir, 'outbox')).filter((name) => name.endsWith('.eml'));
    expect(files).toHaveLength(2);
    for (const file of files) expect(logs).toContain(file);
  });
});
