import { apiKeyListResponseSchema, createdApiKeySchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createUser } from '../../../test/factories/user';
import { createApiKeyThroughApi } from '../../../test/helpers/api-keys';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { hashToken } from '../../shared/token-hash';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => testApp.app.inject({ method, url, headers, payload });

describe('managing API keys on the account', () => {
  it('shows the secret once, keeps only its hash, lists and revokes', async () => {
    const owner = await createUser(testApp.database.pool, { tier: 'premium' });
    const created = await call('POST', '/api/api-keys/', owner.authHeader, {
      key_name: '  Bid CRM  ',
      scopes: ['search:read', 'favourites:write', 'search:read'],
    });
    expect(created.statusCode).toBe(201);
    const key = createdApiKeySchema.parse(created.json());
    expect(key.secret).toMatch(/^wac_[A-Za-z0-9_-]{43}$/);
    expect(key.prefix).toBe(key.secret.slice(0, 12));
    expect(key).toMatchObject({ name: 'Bid CRM', scopes: ['search:read', 'favourites:write'] });

    const { rows } = await testApp.database.pool.query(
      'SELECT secret_hash, prefix FROM api_keys WHERE id = $1',
      [key.id],
    );
    expect(rows[0].secret_hash).toEqual(hashToken(key.secret));
    expect(JSON.stringify(rows[0])).not.toContain(key.secret);

    const listed = await call('GET', '/api/api-keys/', owner.authHeader);
    const list = apiKeyListResponseSchema.parse(listed.json());
    expect(list.can_create).toBe(true);
    expect(list.results.map((k) => k.id)).toEqual([key.id]);
    expect(listed.body).not.toContain(key.secret);

    expect((await call('DELETE', `/api/api-keys/${key.id}/`, owner.authHeader)).statusCode).toBe(
      204,
    );
    expect((await call('GET', '/api/api-keys/', owner.authHeader)).json().results).toEqual([]);
    expect((await call('DELETE', `/api/api-keys/${key.id}/`, owner.authHeader)).statusCode).toBe(
      404,
    );
  });

  it('refuses a free account, bad input in words, and a key managing keys', async () => {
    const free = await createUser(testApp.database.pool, { tier: 'free' });
    const refused = await call('POST', '/api/api-keys/', free.authHeader, {
      key_name: 'Mine',
      scopes: ['search:read'],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('API keys need the Premium plan or higher.');
    expect((await call('GET', '/api/api-keys/', free.authHeader)).json().can_create).toBe(false);

    const owner = await createUser(testApp.database.pool, { tier: 'premium' });
    const bad = await call('POST', '/api/api-keys/', owner.authHeader, {
      key_name: ' ',
      scopes: ['everything'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().key_name).toEqual(['Enter a key name.']);
    expect(bad.json().detail).toContain('Enter a key name.');
    expect(bad.json()['scopes.0']).toEqual(['Choose scopes from the list.']);

    const named = await call('POST', '/api/api-keys/', owner.authHeader, {
      name: 'Named as listed',
      scopes: ['search:read'],
    });
    expect(named.statusCode).toBe(201);
    expect(named.json().name).toBe('Named as listed');

    const key = await createApiKeyThroughApi(testApp.app, owner, ['search:read']);
    const byKey = await call('POST', '/api/api-keys/', key.bearer, {
      key_name: 'Another',
      scopes: ['search:read'],
    });
    expect(byKey.statusCode).toBe(403);
    expect(byKey.json().detail).toBe('API keys cannot be used for this request; sign in instead.');
  });
});

describe('calling the API with a key', () => {
  it('reads with a read scope and cannot write (403 naming the scope)', async () => {
    const owner = await createUser(testApp.database.pool, { tier: 'premium' });
    const opportunity = await createOpportunity(testApp.database.pool);
    await call('POST', '/api/favourites/', owner.authHeader, {
      opportunity_id: opportunity.wac_id,
    });
    const key = await createApiKeyThroughApi(testApp.app, owner, [
      'search:read',
      'favourites:read',
    ]);

    const listed = await call('GET', '/api/favourites/', key.bearer);
    expect(listed.statusCode).toBe(200);
    expect(JSON.stringify(listed.json())).toContain(opportunity.wac_id);
    expect(
      (await call('GET', `/api/opportunities/${opportunity.wac_id}/`, key.bearer)).statusCode,
    ).toBe(200);

    const write = await call('DELETE', `/api/favourites/${opportunity.wac_id}/`, key.bearer);
    expect(write.statusCode).toBe(403);
    expect(write.json().detail).toBe(
      'This API key lacks the scope "Read and write favourites" (favourites:write).',
    );
    const alerts = await call('GET', '/api/alert-profiles/', key.bearer);
    expect(alerts.statusCode).toBe(403);
    expect(alerts.json().detail).toContain('(alerts:read)');
    // The favourite is still there: the refused write changed nothing.
    expect((await call('GET', '/api/favourites/', owner.authHeader)).body).toContain(
      opportunity.wac_id,
    );
  });

  it('writes with a write scope, which includes reading', async () => {
    const owner = await createUser(testApp.database.pool, { tier: 'premium' });
    const opportunity = await createOpportunity(testApp.database.pool);
    const key = await createApiKeyThroughApi(testApp.app, owner, ['favourites:write']);
    const added = await call('POST', '/api/favourites/', key.bearer, {
      opportunity_id: opportunity.wac_id,
    });
    expect(added.statusCode).toBe(201);
    expect((await call('GET', '/api/favourites/', key.bearer)).body).toContain(opportunity.wac_id);
  });

  it('refuses a revoked key at once, and an unknown one', async () => {
    const owner = await createUser(testApp.database.pool, { tier: 'premium' });
    const key = await createApiKeyThroughApi(testApp.app, owner, ['favourites:read']);
    expect((await call('GET', '/api/favourites/', key.bearer)).statusCode).toBe(200);
    await call('DELETE', `/api/api-keys/${key.id}/`, owner.authHeader);
    const refused = await call('GET', '/api/favourites/', key.bearer);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().detail).toBe('This API key is not valid or has been revoked.');
    const unknown = await call('GET', '/api/search/', {
      authorization: `Bearer wac_${'x'.repeat(43)}`,
    });
    expect(unknown.statusCode).toBe(401);
  });

  it('stops working with a clear 403 when its owner loses the paid plan', async () => {
    const owner = await createUser(testApp.database.pool, { tier: 'premium' });
    const key = await createApiKeyThroughApi(testApp.app, owner, ['favourites:read']);
    await testApp.database.pool.query("UPDATE users SET tier = 'free' WHERE id = $1", [owner.id]);
    const refused = await call('GET', '/api/favourites/', key.bearer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(
      "API keys need the Premium plan or higher; this key's owner no longer has it.",
    );
  });

  it('records the last use at most once a minute', async () => {
    const owner = await createUser(testApp.database.pool, { tier: 'premium' });
    const key = await createApiKeyThroughApi(testApp.app, owner, ['favourites:read']);
    const lastUsed = async () =>
      (await call('GET', '/api/api-keys/', owner.authHeader)).json().results[0].last_used_at;
    expect(await lastUsed()).toBeNull();
    await call('GET', '/api/favourites/', key.bearer);
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await call('GET', '/api/favourites/', key.bearer);
    expect(await lastUsed()).toBe(first);
    await testApp.database.pool.query(
      "UPDATE api_keys SET last_used_at = now() - interval '2 minutes' WHERE id = $1",
      [key.id],
    );
    await call('GET', '/api/favourites/', key.bearer);
    expect(Date.parse(await lastUsed())).toBeGreaterThan(Date.now() - 30_000);
  });
});
