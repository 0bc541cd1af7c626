import { MAX_WEBHOOK_ENDPOINTS } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/user';
import { createTestApp, type TestApp } from '../../../test/helpers/app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ WEBHOOK_ALLOW_LOOPBACK: 'true' });
});
afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.database.pool;
type Header = { authorization: string };
const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Header,
  payload?: object,
) => testApp.app.inject({ method, url, headers, payload });
const slack = (url: string, extra: object = {}) => ({
  kind: 'slack',
  url,
  endpoint_name: 'Bids',
  ...extra,
});

describe('/api/webhooks/', () => {
  it('refuses private, local and non-https addresses with a 400 naming the URL', async () => {
    const { authHeader } = await createUser(db(), { tier: 'premium' });
    const refused = [
      ['https://10.0.0.5/hook', 'private, local and reserved addresses are refused'],
      ['https://192.168.1.20/hook', 'private, local and reserved addresses are refused'],
      [
        'https://169.254.169.254/latest/meta-data',
        'private, local and reserved addresses are refused',
      ],
      ['https://[::ffff:10.0.0.1]/hook', 'private, local and reserved addresses are refused'],
      ['https://[fd00::1]/hook', 'private, local and reserved addresses are refused'],
      ['http://hooks.example.com/x', 'Use an https:// address.'],
      ['https://user:pw@93.184.215.14/x', 'Leave the user name and password out of the URL.'],
      ['ftp://hooks.example.com/x', 'Paste the whole webhook URL, starting https://.'],
    ];
    for (const [url, message] of refused) {
      const response = await inject('POST', '/api/webhooks/', authHeader, slack(url!));
      expect(response.statusCode, url).toBe(400);
      const body = response.json();
      expect(body.errors.url[0], url).toContain(message);
      expect(body.detail.toLowerCase(), url).toContain('webhook url');
    }
    expect((await inject('GET', '/api/webhooks/', authHeader)).json().endpoints).toEqual([]);
  });

  it('is for paid plans: a free account may list but not add', async () => {
    const { authHeader } = await createUser(db(), { tier: 'free' });
    const list = await inject('GET', '/api/webhooks/', authHeader);
    expect(list.json()).toMatchObject({ endpoints: [], can_use_webhooks: false });
    const response = await inject(
      'POST',
      '/api/webhooks/',
      authHeader,
      slack('http://127.0.0.1:9/x'),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toContain('Premium plan and above');
    expect(
      (await inject('GET', '/api/webhooks/', { authorization: 'Token nope' })).statusCode,
    ).toBe(401);
  });

  it('keeps endpoints to their owner: another user can neither see nor change them', async () => {
    const owner = await createUser(db(), { tier: 'premium' });
    const other = await createUser(db(), { tier: 'premium' });
    const created = await inject(
      'POST',
      '/api/webhooks/',
      owner.authHeader,
      slack('http://127.0.0.1:9/T1/secret-path'),
    );
    expect(created.statusCode).toBe(201);
    const endpoint = created.json();
    // The path of a Slack URL is its secret: only the host is shown.
    expect(endpoint).toMatchObject({
      url_host: '127.0.0.1:9',
      status: 'active',
      signing_secret: null,
    });
    expect(JSON.stringify(endpoint)).not.toContain('secret-path');

    expect((await inject('GET', '/api/webhooks/', other.authHeader)).json().endpoints).toEqual([]);
    const base = `/api/webhooks/${endpoint.id}/`;
    const attempts = [
      await inject('PUT', base, other.authHeader, { endpoint_name: 'Mine now' }),
      await inject('DELETE', base, other.authHeader),
      await inject('POST', `${base}pause/`, other.authHeader),
      await inject('POST', `${base}resume/`, other.authHeader),
      await inject('POST', `${base}test/`, other.authHeader),
    ];
    for (const response of attempts) expect(response.statusCode).toBe(404);
    // Nor can they point it at their own alert profiles, or the owner at someone else's.
    const { rows } = await db().query<{ id: number }>(
      `INSERT INTO alert_profiles (user_id, profile_name, keywords) VALUES ($1, 'Theirs', 'x') RETURNING id`,
      [other.id],
    );
    const borrowed = await inject('PUT', base, owner.authHeader, {
      endpoint_name: 'Bids',
      alert_profile_ids: [Number(rows[0]!.id)],
    });
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().errors.alert_profile_ids).toEqual([
      'Choose alert profiles from your list.',
    ]);

    const [listed] = (await inject('GET', '/api/webhooks/', owner.authHeader)).json().endpoints;
    expect(listed).toMatchObject({ endpoint_name: 'Bids', status: 'active' });
    const paused = await inject('POST', `${base}pause/`, owner.authHeader);
    expect(paused.json().status).toBe('paused_by_user');
    const renamed = await inject('PUT', base, owner.authHeader, {
      endpoint_name: 'Tenders',
      receives_follows: true,
    });
    expect(renamed.json()).toMatchObject({ endpoint_name: 'Tenders', receives_follows: true });
    expect((await inject('DELETE', base, owner.authHeader)).statusCode).toBe(204);
    expect((await inject('DELETE', base, owner.authHeader)).statusCode).toBe(404);
  });

  it('names bad fields in words and limits how many endpoints one account keeps', async () => {
    const { authHeader } = await createUser(db(), { tier: 'premium' });
    const bad = await inject('POST', '/api/webhooks/', authHeader, {
      kind: 'fax',
      url: '',
      endpoint_name: ' ',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['endpoint_name', 'kind', 'url']);
    expect(bad.json().detail).toContain('Paste the webhook URL.');
    for (let index = 0; index < MAX_WEBHOOK_ENDPOINTS; index++) {
      const response = await inject(
        'POST',
        '/api/webhooks/',
        authHeader,
        slack('http://127.0.0.1:9/x'),
      );
      expect(response.statusCode).toBe(201);
    }
    const over = await inject('POST', '/api/webhooks/', authHeader, slack('http://127.0.0.1:9/x'));
    expect(over.statusCode).toBe(403);
    expect(over.json().detail).toBe(`You can add up to ${MAX_WEBHOOK_ENDPOINTS} webhooks.`);
  });
});
