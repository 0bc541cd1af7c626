import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/user';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { workspacesCaller } from '../../../test/helpers/workspaces';
import { setWorkspaceTier } from '../workspaces';
import { paragraphs } from './template-fixtures';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.database.pool;
const call = workspacesCaller(() => testApp.app);

const section = (text: string, version?: number) => ({
  title: 'Social value',
  kind: 'social_value',
  cpv_divisions: [],
  content: paragraphs(text),
  ...(version === undefined ? {} : { version }),
});

/** An Enterprise team of two members, and a template both opened at version 1. */
async function twoEditors() {
  const owner = await createUser(db(), { tier: 'professional' });
  const { id } = await setWorkspaceTier(db(), owner.email, 'enterprise');
  const teammate = await createUser(db());
  await db().query(
    "INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'member')",
    [id, teammate.id],
  );
  const made = await call(owner, 'POST', `/${id}/templates/`, section('We hire locally.'));
  expect(made.statusCode).toBe(201);
  return { owner, teammate, path: `/${id}/templates/${made.json().id}/` };
}

describe('saving a template two people opened (ADR 0280)', () => {
  it('saves the first and answers the second with 409 and the template as it now is', async () => {
    const { owner, teammate, path } = await twoEditors();
    const first = await call(teammate, 'PUT', path, section('We hire and train locally.', 1));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().version).toBe(2);

    const second = await call(owner, 'PUT', path, section('We buy from local SMEs.', 1));
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json().detail).toContain('Someone else saved this template');
    expect(second.json().current).toMatchObject({
      version: 2,
      content: paragraphs('We hire and train locally.'),
    });
    expect(second.json().current.updated_by).toBeTruthy();
    // Nothing of the refused save was stored.
    const versions = await call(owner, 'GET', `${path}versions/`);
    expect(versions.json().results.map((v: { version: number }) => v.version)).toEqual([2, 1]);

    // Keeping mine: the same text saved over the version the 409 carried, a new version.
    const kept = await call(owner, 'PUT', path, section('We buy from local SMEs.', 2));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({
      version: 3,
      content: paragraphs('We buy from local SMEs.'),
    });
  });

  it('lets one of two saves at once through and refuses the other', async () => {
    const { owner, teammate, path } = await twoEditors();
    const answers = await Promise.all([
      call(owner, 'PUT', path, section('Owner text.', 1)),
      call(teammate, 'PUT', path, section('Teammate text.', 1)),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const latest = await call(owner, 'GET', path);
    expect(latest.json().version).toBe(2);
  });

  it('asks for the version in words, and refuses a version that never existed', async () => {
    const { owner, path } = await twoEditors();
    const missing = await call(owner, 'PUT', path, section('No version.'));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toContain('Send the version of the template you edited.');
    const huge = await call(owner, 'PUT', path, section('Too big.', 2 ** 40));
    expect(huge.statusCode).toBe(400);
    const ahead = await call(owner, 'PUT', path, section('From the future.', 7));
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json().current.version).toBe(1);
  });
});
