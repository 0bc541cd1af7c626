import { seatLimitsByTier } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/user';
import { createOutboxTestApp, type OutboxTestApp } from '../../../test/helpers/app';
import { readTextPart, waitForOutboxMessage } from '../../../test/helpers/mail';
import { readInvitationToken, workspacesCaller } from '../../../test/helpers/workspaces';
import { setWorkspaceTier } from './workspace-tier';

let testApp: OutboxTestApp;
beforeAll(async () => {
  testApp = await createOutboxTestApp('wac-invitations-');
});
afterAll(() => testApp.close());

const call = workspacesCaller(() => testApp.app);
const db = () => testApp.database.pool;
const newEmail = () => `invitee-${crypto.randomUUID()}@example.test`;

async function team() {
  const owner = await createUser(db(), { tier: 'premium', first_name: 'Grace' });
  const { id } = await setWorkspaceTier(db(), owner.email, 'enterprise');
  return { owner, id };
}

describe('invitations', () => {
  it('emails a single-use link that only the invited address can accept', async () => {
    const { owner, id } = await team();
    const email = newEmail();
    const invited = await call(owner, 'POST', `/${id}/invitations/`, { email, role: 'member' });
    expect(invited.statusCode).toBe(201);
    const expiresIn = Date.parse(invited.json().expires_at) - Date.now();
    expect(Math.round(expiresIn / 86_400_000)).toBe(7);
    const raw = await waitForOutboxMessage(testApp.dataDir, (message) => message.includes(email));
    expect(readTextPart(raw)).toContain('Grace invited you to join the workspace');
    const token = await readInvitationToken(testApp.dataDir, email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const { rows } = await db().query(
      'SELECT token_hash FROM workspace_invitations WHERE email = $1',
      [email],
    );
    expect(rows[0].token_hash.toString('base64url')).not.toBe(token);

    const stranger = await createUser(db());
    const wrong = await call(stranger, 'POST', '/invitations/accept/', { token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().detail).toContain('sent to another email address');
    expect((await call(null, 'POST', '/invitations/accept/', { token })).statusCode).toBe(401);

    const invitee = await createUser(db(), { email: email.toUpperCase() });
    const accepted = await call(invitee, 'POST', '/invitations/accept/', { token });
    expect(accepted.json()).toMatchObject({ id, kind: 'team', my_role: 'member' });
    const again = await call(invitee, 'POST', '/invitations/accept/', { token });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This invitation has already been used.');
    const bogus = await call(invitee, 'POST', '/invitations/accept/', { token: `${token}x` });
    expect(bogus.statusCode).toBe(404);
  });

  it('shows the link holder where, who from and as what, and a bad link nothing (ADR 0377)', async () => {
    const { owner, id } = await team();
    await db().query('UPDATE users SET last_name = $1 WHERE id = $2', ['Hopper', owner.id]);
    await call(owner, 'PUT', `/${id}/`, { name: 'Harbour bids' });
    const [email, late, revoked] = [newEmail(), newEmail(), newEmail()];
    for (const to of [email, late, revoked]) {
      await call(owner, 'POST', `/${id}/invitations/`, { email: to, role: 'viewer' });
    }
    const token = await readInvitationToken(testApp.dataDir, email);
    // Signed in or not: the token is the key.
    for (const caller of [null, await createUser(db())]) {
      const preview = await call(caller, 'POST', '/invitations/preview/', { token });
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.json()).toEqual({
        workspace_name: 'Harbour bids',
        inviter_name: 'Grace Hopper',
        role: 'viewer',
        email,
        expires_at: expect.any(String),
      });
    }

    await db().query(
      "UPDATE workspace_invitations SET expires_at = now() - interval '1 second' WHERE email = $1",
      [late],
    );
    const { rows } = await db().query<{ id: string }>(
      'SELECT id FROM workspace_invitations WHERE email = $1',
      [revoked],
    );
    await call(owner, 'DELETE', `/${id}/invitations/${rows[0]!.id}/`);
    const invitee = await createUser(db(), { email });
    await call(invitee, 'POST', '/invitations/accept/', { token });
    const refusals = [
      [`${token}x`, 404, 'This invitation link is not valid.'],
      [
        await readInvitationToken(testApp.dataDir, revoked),
        404,
        'This invitation link is not valid.',
      ],
      [
        await readInvitationToken(testApp.dataDir, late),
        409,
        'This invitation has expired: ask for a new one.',
      ],
      [token, 409, 'This invitation has already been used.'],
    ] as const;
    for (const [bad, status, detail] of refusals) {
      const refused = await call(null, 'POST', '/invitations/preview/', { token: bad });
      expect(refused.statusCode).toBe(status);
      expect(refused.json().detail).toBe(detail);
      expect(refused.body).not.toMatch(/Harbour|Grace|viewer/);
    }
    const empty = await call(null, 'POST', '/invitations/preview/', {});
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json())).toContain('token');
  });

  it('refuses an expired or revoked invitation', async () => {
    const { owner, id } = await team();
    const [late, revoked] = [newEmail(), newEmail()];
    for (const email of [late, revoked]) {
      await call(owner, 'POST', `/${id}/invitations/`, { email, role: 'viewer' });
    }
    await db().query(
      "UPDATE workspace_invitations SET expires_at = now() - interval '1 second' WHERE email = $1",
      [late],
    );
    const lateUser = await createUser(db(), { email: late });
    const expired = await call(lateUser, 'POST', '/invitations/accept/', {
      token: await readInvitationToken(testApp.dataDir, late),
    });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().detail).toContain('expired');

    const { rows } = await db().query<{ id: string }>(
      'SELECT id FROM workspace_invitations WHERE email = $1',
      [revoked],
    );
    const revoke = await call(owner, 'DELETE', `/${id}/invitations/${rows[0]!.id}/`);
    expect(revoke.statusCode).toBe(204);
    const revokedUser = await createUser(db(), { email: revoked });
    const answer = await call(revokedUser, 'POST', '/invitations/accept/', {
      token: await readInvitationToken(testApp.dataDir, revoked),
    });
    expect(answer.statusCode).toBe(404);
  });

  it('counts pending invitations as seats, on invite and on accept', async () => {
    const { owner, id } = await team();
    const limit = seatLimitsByTier.enterprise!;
    await db().query(
      `WITH made AS (
         INSERT INTO users (email, password_hash)
         SELECT 'seat-' || $1::text || '-' || n || '@example.test', 'unusable'
           FROM generate_series(1, $2::int) AS n RETURNING id)
       INSERT INTO workspace_members (workspace_id, user_id, role)
       SELECT $1::bigint, id, 'member' FROM made`,
      [id, limit - 2],
    );
    const last = newEmail();
    expect(
      (await call(owner, 'POST', `/${id}/invitations/`, { email: last, role: 'member' }))
        .statusCode,
    ).toBe(201);
    const full = await call(owner, 'POST', `/${id}/invitations/`, {
      email: newEmail(),
      role: 'member',
    });
    expect(full.statusCode).toBe(429);
    expect(full.json().detail).toContain(`all ${limit} of its seats`);
    const detail = await call(owner, 'GET', `/${id}/`);
    expect(detail.json().seats).toEqual({ used: limit, limit });

    await setWorkspaceTier(db(), String(id), 'professional');
    const lastUser = await createUser(db(), { email: last });
    const refused = await call(lastUser, 'POST', '/invitations/accept/', {
      token: await readInvitationToken(testApp.dataDir, last),
    });
    expect(refused.statusCode).toBe(429);
    const { rows } = await db().query(
      'SELECT 1 FROM workspace_members WHERE workspace_id = $1 AND user_id = $2',
      [id, lastUser.id],
    );
    expect(rows).toEqual([]);
  });

  it('refuses a second invitation to the same person, and rate-limits invitations', async () => {
    const { owner, id } = await team();
    const email = newEmail();
    await call(owner, 'POST', `/${id}/invitations/`, { email, role: 'member' });
    const twice = await call(owner, 'POST', `/${id}/invitations/`, { email, role: 'admin' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors.email).toEqual(['This person already has a pending invitation.']);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const response = await call(owner, 'POST', `/${id}/invitations/`, { email, role: 'member' });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 18).every((status) => status === 409)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('a new person', () => {
  it('registers with the invited address, then accepts', async () => {
    const { owner, id } = await team();
    const email = newEmail();
    await call(owner, 'POST', `/${id}/invitations/`, { email, role: 'admin' });
    const password = 'Correct-Horse-42';
    const registered = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: { email, password, password2: password, first_name: 'New', last_name: 'Person' },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const caller = {
      id: registered.json().user.id,
      email,
      authHeader: { authorization: `Token ${registered.json().token}` },
    };
    const token = await readInvitationToken(testApp.dataDir, email);
    const accepted = await call(caller, 'POST', '/invitations/accept/', { token });
    expect(accepted.json()).toMatchObject({ id, my_role: 'admin' });
  });
});
