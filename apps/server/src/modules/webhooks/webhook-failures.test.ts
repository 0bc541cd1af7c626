import {
  alertProfileRequestSchema,
  WEBHOOK_DELIVERY_HEADER,
  WEBHOOK_PAUSE_AFTER_FAILURES,
} from '@wac/contract';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/user';
import { readTextPart } from '../../../test/helpers/mail';
import { waitFor } from '../../../test/helpers/wait';
import { ingestHooks } from '../../data-reactions';
import { withTransaction } from '../../db/pool';
import { dispatchAlertDigests } from '../alerts/alert-dispatch.service';
import { insertAlertProfile } from '../alerts/alert-profiles.repository';
import { storeReleases } from '../ingest/store-releases';
import { createCfRelease } from '../ingest/testing/release-factory';
import { deliverWebhook } from './deliver-webhook';
import {
  addEndpoint,
  listEndpoints,
  sleep,
  TEST_RETRY_BASE_MS,
  useWebhookTestKit,
} from './testing/webhook-test-kit';

const kit = useWebhookTestKit();
const db = () => kit.testApp.database.pool;
const store = (releases: Parameters<typeof storeReleases>[2]) =>
  withTransaction(db(), (client) =>
    storeReleases(client, 'ContractsFinder', releases, undefined, { hooks: ingestHooks }),
  );

describe('failing and cut-off webhook deliveries', () => {
  it('retries a failing receiver with back-off, then pauses it and emails the owner; resuming sends it', async () => {
    const alan = await createUser(db(), { tier: 'premium', first_name: 'Alan' });
    const profile = await insertAlertProfile(
      db(),
      alan.id,
      alertProfileRequestSchema.parse({ profile_name: 'Bridges', keywords: 'footbridge' }),
    );
    const endpoint = await addEndpoint(kit, alan.authHeader, {
      kind: 'generic',
      url: kit.receivers.generic.url,
      endpoint_name: 'Flaky',
      alert_profile_ids: [profile.id],
    });
    kit.receivers.generic.failWith(500);
    await store([createCfRelease({ tender: { title: 'Footbridge inspection' } })]);
    await dispatchAlertDigests(kit.testApp.app.deps, { settleMs: 0, runKey: 'f1' });

    // Subjects arrive MIME-encoded (`=?UTF-8?Q?Your_webhook_=22Flaky=22_is_paused?=`).
    const isPauseMail = (subject: string) =>
      subject.includes('Flaky') && subject.includes('paused');
    const mail = await kit.sink.waitFor((message) => isPauseMail(message.subject), 20_000);
    expect(mail.to).toContain(alan.email);
    const text = readTextPart(mail.raw);
    expect(text).toContain(`failed ${WEBHOOK_PAUSE_AFTER_FAILURES} times in a row`);
    expect(text).toContain('HTTP 500: receiver is down');
    expect(text).toContain('http://wac.test/account/profile#webhooks');

    const attempts = kit.receivers.generic.received.map((received) => received.at);
    expect(attempts).toHaveLength(WEBHOOK_PAUSE_AFTER_FAILURES);
    // The same delivery each time (one id), each wait about twice the last.
    expect(new Set(kit.receivers.generic.received.map((r) => r.json.id)).size).toBe(1);
    for (let attempt = 1; attempt < attempts.length; attempt++) {
      const gap = attempts[attempt]! - attempts[attempt - 1]!;
      expect(gap).toBeGreaterThanOrEqual(TEST_RETRY_BASE_MS * 2 ** (attempt - 1) - 50);
    }
    const paused = (await listEndpoints(kit, alan.authHeader))[0]!;
    expect(paused).toMatchObject({
      status: 'paused_after_failures',
      consecutive_failures: WEBHOOK_PAUSE_AFTER_FAILURES,
      last_error: 'HTTP 500: receiver is down',
    });
    await sleep(1500);
    expect(kit.receivers.generic.received).toHaveLength(WEBHOOK_PAUSE_AFTER_FAILURES);

    kit.receivers.generic.failWith(null);
    const resumed = await kit.testApp.app.inject({
      method: 'POST',
      url: `/api/webhooks/${endpoint.id}/resume/`,
      headers: alan.authHeader,
    });
    expect(resumed.json()).toMatchObject({ status: 'active', consecutive_failures: 0 });
    await waitFor(() => kit.receivers.generic.received.length > WEBHOOK_PAUSE_AFTER_FAILURES);
    await sleep(1000);
    expect(kit.receivers.generic.received).toHaveLength(WEBHOOK_PAUSE_AFTER_FAILURES + 1);
    expect((await listEndpoints(kit, alan.authHeader))[0]!.last_success_at).not.toBeNull();
    expect(kit.sink.messages.filter((message) => isPauseMail(message.subject))).toHaveLength(1);
    kit.receivers.generic.received.length = 0;
  });

  it('after a send cut off mid-POST, repeats a generic delivery under its id but never a Slack one', async () => {
    const user = await createUser(db(), { tier: 'premium' });
    const ids: Record<string, number> = {};
    for (const kind of ['slack', 'generic'] as const) {
      const endpoint = await addEndpoint(kit, user.authHeader, {
        kind,
        url: kit.receivers[kind].url,
        endpoint_name: `Cut ${kind}`,
      });
      // What a process killed between the POST and its record leaves behind.
      const { rows } = await db().query<{ id: string }>(
        `INSERT INTO webhook_deliveries (endpoint_id, event_key, event, state, attempts)
         VALUES ($1, 'cut-off', $2, 'sending', 1) RETURNING id`,
        [
          endpoint.id,
          JSON.stringify({
            type: 'webhook.test',
            title: 'Cut off',
            items: [],
            more: 0,
            link: { text: 'Manage your webhooks', url: 'http://wac.test/account/profile' },
          }),
        ],
      );
      ids[kind] = Number(rows[0]!.id);
    }
    const deps = kit.testApp.app.deps;
    expect(await deliverWebhook(deps, ids.slack!)).toBe('skipped');
    expect(await deliverWebhook(deps, ids.generic!)).toBe('sent');
    expect(await deliverWebhook(deps, ids.generic!)).toBe('skipped');
    expect(kit.receivers.slack.received).toHaveLength(0);
    expect(kit.receivers.generic.received).toHaveLength(1);
    expect(kit.receivers.generic.received[0]!.headers[WEBHOOK_DELIVERY_HEADER]).toBe(
      String(ids.generic),
    );
    const { rows } = await db().query<{ id: string; state: string; last_error: string | null }>(
      'SELECT id, state, last_error FROM webhook_deliveries WHERE id = ANY($1::bigint[]) ORDER BY id',
      [[ids.slack, ids.generic]],
    );
    expect(rows.map((row) => row.state)).toEqual(['unknown', 'sent']);
    expect(rows[0]!.last_error).toContain('not sent again');
    kit.receivers.generic.received.length = 0;
  });

  it('sends a test message now and reports what the receiver said', async () => {
    const user = await createUser(db(), { tier: 'premium' });
    const endpoint = await addEndpoint(kit, user.authHeader, {
      kind: 'teams',
      url: kit.receivers.teams.url,
      endpoint_name: 'Test me',
    });
    const test = () =>
      kit.testApp.app.inject({
        method: 'POST',
        url: `/api/webhooks/${endpoint.id}/test/`,
        headers: user.authHeader,
      });
    expect((await test()).json()).toEqual({
      is_delivered: true,
      detail: 'The test message was delivered.',
    });
    expect(kit.receivers.teams.received).toHaveLength(1);
    kit.receivers.teams.failWith(404);
    const failed = (await test()).json();
    kit.receivers.teams.failWith(null);
    expect(failed).toEqual({
      is_delivered: false,
      detail: 'The test message was not delivered: HTTP 404: receiver is down',
    });
    // A failed test is shown but does not count towards pausing.
    expect((await listEndpoints(kit, user.authHeader))[0]).toMatchObject({
      status: 'active',
      consecutive_failures: 0,
      last_error: 'HTTP 404: receiver is down',
    });
    kit.receivers.teams.received.length = 0;
  });
});
