import {
  alertProfileRequestSchema,
  WEBHOOK_DELIVERY_HEADER,
  WEBHOOK_PAUSE_AFTER_FAILURES,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from '@wac/contract';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/user';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { readTextPart, type SmtpSink, startSmtpSink } from '../../../test/helpers/mail';
import { type FakeReceiver, startFakeReceiver } from '../../../test/helpers/webhook-receivers';
import { withTransaction } from '../../db/pool';
import { dispatchAlertDigests } from '../alerts/alert-dispatch.service';
import { insertAlertProfile } from '../alerts/alert-profiles.repository';
import { registerEmailWorker } from '../email/email.jobs';
import { dispatchFavouriteChangeEmails } from '../favourite-changes/favourite-change-emails.service';
import type { OcdsRelease } from '../ingest/ocds-types';
import { storeReleases } from '../ingest/store-releases';
import { createCfRelease } from '../ingest/testing/release-factory';
import { verifyWebhookSignature } from './webhook-signature';
import { registerWebhookWorker } from './webhooks.jobs';

// biome-ignore lint/suspicious/noExplicitAny: received JSON is read by path in the assertions.
type Wire = any;
const RETRY_BASE_MS = 400;
let sink: SmtpSink;
let testApp: TestApp;
let boss: PgBoss;
const receivers: Record<'slack' | 'teams' | 'generic', FakeReceiver> = {} as never;

beforeAll(async () => {
  sink = await startSmtpSink();
  for (const kind of ['slack', 'teams', 'generic'] as const) {
    receivers[kind] = await startFakeReceiver(kind);
  }
  testApp = await createTestApp({
    SMTP_URL: sink.url,
    PUBLIC_BASE_URL: 'http://wac.test',
    WEBHOOK_ALLOW_LOOPBACK: 'true',
  });
  boss = new PgBoss({ connectionString: testApp.database.connectionString, max: 4 });
  await boss.start();
  await registerEmailWorker(boss, testApp.app.deps);
  await registerWebhookWorker(boss, testApp.app.deps, {
    retryBaseMs: RETRY_BASE_MS,
    pollingIntervalSeconds: 0.5,
  });
  testApp.app.deps.jobs = boss;
});
afterAll(async () => {
  await boss.stop({ graceful: false, wait: true, close: true });
  await testApp.close();
  await sink.close();
  for (const receiver of Object.values(receivers)) await receiver.close();
});

const db = () => testApp.database.pool;
const store = (releases: OcdsRelease[]) =>
  withTransaction(db(), (client) => storeReleases(client, 'ContractsFinder', releases));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(100);
  }
  throw new Error('timed out');
}

async function addEndpoint(
  authHeader: { authorization: string },
  payload: Record<string, unknown>,
) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/webhooks/',
    headers: authHeader,
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; signing_secret: string | null };
}

const listOf = async (authHeader: { authorization: string }) =>
  (
    await testApp.app.inject({ method: 'GET', url: '/api/webhooks/', headers: authHeader })
  ).json() as {
    endpoints: {
      id: number;
      status: string;
      last_success_at: string | null;
      last_error: string | null;
      consecutive_failures: number;
    }[];
  };

describe('webhook deliveries', () => {
  it('posts one correctly shaped message per alert to Slack, Teams and a signed generic endpoint', async () => {
    const ada = await createUser(db(), { tier: 'premium', first_name: 'Ada' });
    const profile = await insertAlertProfile(
      db(),
      ada.id,
      alertProfileRequestSchema.parse({ profile_name: 'Dredging', keywords: 'dredging' }),
    );
    const choices = { alert_profile_ids: [profile.id] };
    await addEndpoint(ada.authHeader, {
      kind: 'slack',
      url: receivers.slack.url,
      endpoint_name: 'Bids channel',
      ...choices,
    });
    await addEndpoint(ada.authHeader, {
      kind: 'teams',
      url: receivers.teams.url,
      endpoint_name: 'Teams bids',
      ...choices,
    });
    const generic = await addEndpoint(ada.authHeader, {
      kind: 'generic',
      url: receivers.generic.url,
      endpoint_name: 'CRM',
      ...choices,
    });
    expect(generic.signing_secret).toMatch(/^whsec_/);

    // Portal text with Slack's control characters: shown as text, never a mention or a link.
    await store([
      createCfRelease({ tender: { title: 'Harbour dredging <!channel> & <http://evil.test|x>' } }),
    ]);
    const summary = await dispatchAlertDigests(testApp.app.deps, { settleMs: 0, runKey: 'r1' });
    expect(summary.digests).toBe(1);
    // A second run has nothing new; a retried fan-out of the same run adds no delivery.
    await dispatchAlertDigests(testApp.app.deps, { settleMs: 0, runKey: 'r2' });
    await waitFor(() => Object.values(receivers).every((r) => r.received.length >= 1));
    await sleep(1500);
    for (const receiver of Object.values(receivers)) expect(receiver.received).toHaveLength(1);

    const slack = receivers.slack.received[0]!.json as { text: string; blocks: Wire[] };
    expect(slack.text).toContain('1 new opportunity for "Dredging"');
    expect(slack.blocks[0]).toEqual({
      type: 'header',
      text: { type: 'plain_text', text: '1 new opportunity for "Dredging"' },
    });
    const link = slack.blocks[1].text.text as string;
    expect(link).toMatch(/^\*<http:\/\/wac\.test\/opportunity\/WAC-[^|]+\|Harbour dredging /);
    expect(link).toContain('&lt;!channel&gt; &amp; &lt;http://evil.test|x&gt;');
    expect(link).not.toContain('<!channel>');
    expect(slack.blocks[2].elements[0].type).toBe('plain_text');
    expect(slack.blocks.at(-1).text.text).toMatch(/^<http:\/\/wac\.test\/search\?/);

    const teams = receivers.teams.received[0]!.json as { type: string; attachments: Wire[] };
    expect(teams.type).toBe('message');
    expect(teams.attachments).toHaveLength(1);
    expect(teams.attachments[0].contentType).toBe('application/vnd.microsoft.card.adaptive');
    const card = teams.attachments[0].content;
    expect(card).toMatchObject({ type: 'AdaptiveCard', version: '1.4' });
    expect(card.body[1].inlines[0].text).toContain('Harbour dredging <!channel>');
    expect(card.body[1].inlines[0].selectAction.url).toMatch(/^http:\/\/wac\.test\/opportunity\//);
    expect(card.actions[0]).toMatchObject({
      type: 'Action.OpenUrl',
      title: 'See all matches in search',
    });

    const sent = receivers.generic.received[0]!;
    expect(sent.json).toMatchObject({
      type: 'alert_profile.matches',
      alert_profile_id: profile.id,
      title: '1 new opportunity for "Dredging"',
      more: 0,
    });
    expect((sent.json.items as Wire[])[0].facts).toContain('Value: £50,000');
    expect(sent.headers[WEBHOOK_DELIVERY_HEADER]).toBe(String(sent.json.id));
    const headers = {
      signature: String(sent.headers[WEBHOOK_SIGNATURE_HEADER]),
      timestamp: String(sent.headers[WEBHOOK_TIMESTAMP_HEADER]),
    };
    expect(verifyWebhookSignature(generic.signing_secret!, headers, sent.body)).toBe(true);
    // A changed body, another secret or an old timestamp (a replay) fails.
    expect(verifyWebhookSignature(generic.signing_secret!, headers, `${sent.body} `)).toBe(false);
    expect(verifyWebhookSignature('whsec_other', headers, sent.body)).toBe(false);
    const later = Number(headers.timestamp) + 600;
    expect(verifyWebhookSignature(generic.signing_secret!, headers, sent.body, later)).toBe(false);

    const list = await listOf(ada.authHeader);
    expect(list.endpoints.every((endpoint) => endpoint.last_success_at !== null)).toBe(true);
    for (const receiver of Object.values(receivers)) receiver.received.length = 0;
  });

  it('sends favourite changes only to the endpoints that chose them', async () => {
    const grace = await createUser(db(), { tier: 'professional' });
    await addEndpoint(grace.authHeader, {
      kind: 'slack',
      url: receivers.slack.url,
      endpoint_name: 'Changes',
      receives_favourite_changes: true,
    });
    await addEndpoint(grace.authHeader, {
      kind: 'teams',
      url: receivers.teams.url,
      endpoint_name: 'Alerts only',
    });
    const original = createCfRelease({
      tender: { title: 'Pier repairs', tenderPeriod: { endDate: '2031-03-14T12:00:00Z' } },
    });
    await store([original]);
    const { rows } = await db().query<{ wac_id: string }>(
      'SELECT wac_id FROM opportunities WHERE ocid = $1',
      [original.ocid],
    );
    const saved = await testApp.app.inject({
      method: 'POST',
      url: '/api/favourites/',
      headers: grace.authHeader,
      payload: { opportunity_id: rows[0]!.wac_id },
    });
    expect(saved.statusCode).toBe(201);
    await store([
      {
        ...original,
        id: `${original.ocid}-2`,
        date: '2026-09-10T10:00:00+01:00',
        tag: ['tenderAmendment'],
        tender: {
          ...(original.tender as object),
          tenderPeriod: { endDate: '2031-03-21T12:00:00Z' },
        },
      },
    ]);
    const deps = testApp.app.deps;
    expect(await dispatchFavouriteChangeEmails(deps, { delivery: 'instant', runKey: 'c1' })).toBe(
      1,
    );
    expect(await dispatchFavouriteChangeEmails(deps, { delivery: 'instant', runKey: 'c2' })).toBe(
      0,
    );
    await waitFor(() => receivers.slack.received.length >= 1);
    await sleep(1500);
    expect(receivers.slack.received).toHaveLength(1);
    expect(receivers.teams.received).toHaveLength(0);
    const message = receivers.slack.received[0]!.json as { text: string; blocks: Wire[] };
    expect(message.text).toContain('One of your favourites has changed');
    expect(message.blocks[2].elements[0].text).toContain(
      'Tender deadline moved from 14 Mar 2031, 12:00 to 21 Mar 2031, 12:00',
    );
    receivers.slack.received.length = 0;
  });

  it('retries a failing receiver with back-off, then pauses it and emails the owner; resuming sends it', async () => {
    const alan = await createUser(db(), { tier: 'premium', first_name: 'Alan' });
    const profile = await insertAlertProfile(
      db(),
      alan.id,
      alertProfileRequestSchema.parse({ profile_name: 'Bridges', keywords: 'footbridge' }),
    );
    const endpoint = await addEndpoint(alan.authHeader, {
      kind: 'generic',
      url: receivers.generic.url,
      endpoint_name: 'Flaky',
      alert_profile_ids: [profile.id],
    });
    receivers.generic.failWith(500);
    await store([createCfRelease({ tender: { title: 'Footbridge inspection' } })]);
    await dispatchAlertDigests(testApp.app.deps, { settleMs: 0, runKey: 'f1' });

    // Subjects arrive MIME-encoded (`=?UTF-8?Q?Your_webhook_=22Flaky=22_is_paused?=`).
    const isPauseMail = (subject: string) =>
      subject.includes('Flaky') && subject.includes('paused');
    const mail = await sink.waitFor((message) => isPauseMail(message.subject), 20_000);
    expect(mail.to).toContain(alan.email);
    const text = readTextPart(mail.raw);
    expect(text).toContain(`failed ${WEBHOOK_PAUSE_AFTER_FAILURES} times in a row`);
    expect(text).toContain('HTTP 500: receiver is down');
    expect(text).toContain('http://wac.test/account/profile#webhooks');

    const attempts = receivers.generic.received.map((received) => received.at);
    expect(attempts).toHaveLength(WEBHOOK_PAUSE_AFTER_FAILURES);
    // The same delivery each time (one id), each wait about twice the last.
    expect(new Set(receivers.generic.received.map((r) => r.json.id)).size).toBe(1);
    for (let attempt = 1; attempt < attempts.length; attempt++) {
      const gap = attempts[attempt]! - attempts[attempt - 1]!;
      expect(gap).toBeGreaterThanOrEqual(RETRY_BASE_MS * 2 ** (attempt - 1) - 50);
    }
    const paused = (await listOf(alan.authHeader)).endpoints[0]!;
    expect(paused).toMatchObject({
      status: 'paused_after_failures',
      consecutive_failures: WEBHOOK_PAUSE_AFTER_FAILURES,
      last_error: 'HTTP 500: receiver is down',
    });
    await sleep(1500);
    expect(receivers.generic.received).toHaveLength(WEBHOOK_PAUSE_AFTER_FAILURES);

    receivers.generic.failWith(null);
    const resumed = await testApp.app.inject({
      method: 'POST',
      url: `/api/webhooks/${endpoint.id}/resume/`,
      headers: alan.authHeader,
    });
    expect(resumed.json()).toMatchObject({ status: 'active', consecutive_failures: 0 });
    await waitFor(() => receivers.generic.received.length > WEBHOOK_PAUSE_AFTER_FAILURES);
    await sleep(1000);
    expect(receivers.generic.received).toHaveLength(WEBHOOK_PAUSE_AFTER_FAILURES + 1);
    expect((await listOf(alan.authHeader)).endpoints[0]!.last_success_at).not.toBeNull();
    expect(sink.messages.filter((message) => isPauseMail(message.subject))).toHaveLength(1);
    receivers.generic.received.length = 0;
  });

  it('sends a test message now and reports what the receiver said', async () => {
    const user = await createUser(db(), { tier: 'premium' });
    const endpoint = await addEndpoint(user.authHeader, {
      kind: 'teams',
      url: receivers.teams.url,
      endpoint_name: 'Test me',
    });
    const test = () =>
      testApp.app.inject({
        method: 'POST',
        url: `/api/webhooks/${endpoint.id}/test/`,
        headers: user.authHeader,
      });
    expect((await test()).json()).toEqual({
      is_delivered: true,
      detail: 'The test message was delivered.',
    });
    expect(receivers.teams.received).toHaveLength(1);
    receivers.teams.failWith(404);
    const failed = (await test()).json();
    receivers.teams.failWith(null);
    expect(failed).toEqual({
      is_delivered: false,
      detail: 'The test message was not delivered: HTTP 404: receiver is down',
    });
    // A failed test is shown but does not count towards pausing.
    expect((await listOf(user.authHeader)).endpoints[0]).toMatchObject({
      status: 'active',
      consecutive_failures: 0,
      last_error: 'HTTP 404: receiver is down',
    });
    receivers.teams.received.length = 0;
  });
});
