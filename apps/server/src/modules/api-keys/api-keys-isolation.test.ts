import type { ApiKeyScope } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createUser } from '../../../test/factories/user';
import { createApiKeyThroughApi } from '../../../test/helpers/api-keys';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { findWorkspaceId } from '../../../test/helpers/workspaces';
import { setWorkspaceTier } from '../workspaces';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const ALL_SCOPES: ApiKeyScope[] = [
  'search:read',
  'favourites:write',
  'alerts:write',
  'pipeline:write',
];
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => testApp.app.inject({ method, url, headers, payload });

const alertProfile = {
  profile_name: 'Cleaning contracts',
  keywords: 'cleaning',
  cpv_codes: '',
  include_sub_cpv: true,
  location_keywords: '',
  min_value: null,
  max_value: null,
  is_active: true,
  deadline_filter: 'ANY',
};

describe("a key of one user and another user's things", () => {
  it("cannot reach another's favourites, alert profiles or workspace", async () => {
    const pool = testApp.database.pool;
    const other = await createUser(pool, { tier: 'professional' });
    const opportunity = await createOpportunity(pool);
    await call('POST', '/api/favourites/', other.authHeader, {
      opportunity_id: opportunity.wac_id,
    });
    const profile = await call('POST', '/api/alert-profiles/', other.authHeader, alertProfile);
    expect(profile.statusCode).toBe(201);
    const otherWorkspace = await findWorkspaceId(testApp.app, other);
    const item = await call(
      'POST',
      `/api/workspaces/${otherWorkspace}/pipeline/items/`,
      other.authHeader,
      {
        wac_id: opportunity.wac_id,
      },
    );
    expect(item.statusCode).toBe(201);

    const user = await createUser(pool, { tier: 'professional' });
    const key = await createApiKeyThroughApi(testApp.app, user, ALL_SCOPES);
    expect((await call('GET', '/api/favourites/', key.bearer)).body).not.toContain(
      opportunity.wac_id,
    );
    await call('DELETE', `/api/favourites/${opportunity.wac_id}/`, key.bearer);
    const profileId = profile.json().id;
    const edited = await call('PUT', `/api/alert-profiles/${profileId}/`, key.bearer, {
      ...alertProfile,
      profile_name: 'Taken over',
    });
    expect(edited.statusCode).toBe(404);
    expect((await call('DELETE', `/api/alert-profiles/${profileId}/`, key.bearer)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/alert-profiles/', key.bearer)).json()).toEqual([]);
    const base = `/api/workspaces/${otherWorkspace}`;
    expect((await call('GET', `${base}/`, key.bearer)).statusCode).toBe(404);
    expect((await call('GET', `${base}/pipeline/items/`, key.bearer)).statusCode).toBe(404);
    const added = await call('POST', `${base}/pipeline/items/`, key.bearer, {
      wac_id: opportunity.wac_id,
    });
    expect(added.statusCode).toBe(404);

    // The other user's things are as they were.
    expect((await call('GET', '/api/favourites/', other.authHeader)).body).toContain(
      opportunity.wac_id,
    );
    expect(
      (await call('GET', '/api/alert-profiles/', other.authHeader)).json()[0].profile_name,
    ).toBe('Cleaning contracts');
    const items = await call('GET', `${base}/pipeline/items/`, other.authHeader);
    expect(items.json().results).toHaveLength(1);
  });

  it("reaches the workspaces its owner belongs to, with the owner's role", async () => {
    const pool = testApp.database.pool;
    const teamOwner = await createUser(pool, { tier: 'professional' });
    await setWorkspaceTier(pool, teamOwner.email, 'enterprise');
    const teamId = await findWorkspaceId(testApp.app, teamOwner, 'team');
    const viewer = await createUser(pool, { tier: 'premium' });
    await pool.query(
      "INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'viewer')",
      [teamId, viewer.id],
    );
    const opportunity = await createOpportunity(pool);
    const key = await createApiKeyThroughApi(testApp.app, viewer, ALL_SCOPES);
    const read = await call('GET', `/api/workspaces/${teamId}/pipeline/items/`, key.bearer);
    expect(read.statusCode).toBe(200);
    const write = await call('POST', `/api/workspaces/${teamId}/pipeline/items/`, key.bearer, {
      wac_id: opportunity.wac_id,
    });
    expect(write.statusCode).toBe(403);
    const readOnlyKey = await createApiKeyThroughApi(testApp.app, teamOwner, ['pipeline:read']);
    const refused = await call(
      'POST',
      `/api/workspaces/${teamId}/pipeline/items/`,
      readOnlyKey.bearer,
      {
        wac_id: opportunity.wac_id,
      },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toContain('(pipeline:write)');
  });
});

describe('the per-key rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ API_KEY_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('answers 429 past the limit, counting each key on its own', async () => {
    const owner = await createUser(limited.database.pool, { tier: 'premium' });
    const first = await createApiKeyThroughApi(limited.app, owner, ['search:read']);
    const second = await createApiKeyThroughApi(limited.app, owner, ['search:read']);
    const search = (headers: Record<string, string>) =>
      limited.app.inject({ url: '/api/search/?count_only=true', headers });
    for (let count = 0; count < 3; count += 1) {
      expect((await search(first.bearer)).statusCode).toBe(200);
    }
    const refused = await search(first.bearer);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/^This API key made too many requests\./);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await search(second.bearer)).statusCode).toBe(200);
    // The session is not counted against the key.
    expect((await search(owner.authHeader)).statusCode).toBe(200);
  });
});
