import { PROPOSAL_TEMPLATE_KINDS } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/user';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { findWorkspaceId, workspacesCaller } from '../../../test/helpers/workspaces';
import { setWorkspaceTier } from '../workspaces';
import { STARTER_TEMPLATES } from './starter-templates';
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

const section = (overrides: object = {}) => ({
  title: 'Our approach to quality',
  kind: 'quality',
  cpv_divisions: ['45'],
  content: paragraphs('We will deliver {{title}} for {{buyer}}.'),
  ...overrides,
});

async function professional() {
  const owner = await createUser(db(), { tier: 'professional' });
  return { owner, id: await findWorkspaceId(testApp.app, owner) };
}

describe('the proposal template library', () => {
  it('adds the starter set once, however many first visits arrive together', async () => {
    const { owner, id } = await professional();
    const visits = await Promise.all([1, 2, 3].map(() => call(owner, 'GET', `/${id}/templates/`)));
    for (const visit of visits) expect(visit.statusCode).toBe(200);
    const again = await call(owner, 'GET', `/${id}/templates/`);
    const titles = again.json().results.map((t: { title: string }) => t.title);
    expect(titles).toHaveLength(STARTER_TEMPLATES.length);
    expect(titles).toContain('Modern slavery');
    // A deleted starter stays deleted: the set is added on first use only.
    const first = again.json().results[0];
    expect((await call(owner, 'DELETE', `/${id}/templates/${first.id}/`)).statusCode).toBe(204);
    const after = await call(owner, 'GET', `/${id}/templates/`);
    expect(after.json().results).toHaveLength(STARTER_TEMPLATES.length - 1);
  });

  it('covers every kind of section the issue names, and invents no one', () => {
    const kinds = new Set(STARTER_TEMPLATES.map((starter) => starter.kind));
    expect(PROPOSAL_TEMPLATE_KINDS.filter((kind) => kind !== 'other' && !kinds.has(kind))).toEqual(
      [],
    );
    for (const starter of STARTER_TEMPLATES) {
      expect(starter.lines.join(' '), starter.key).toMatch(/\[[^\]]+\]/);
    }
  });

  it('saves every edit as a version, lists them and restores one as the newest', async () => {
    const { owner, id } = await professional();
    const created = await call(owner, 'POST', `/${id}/templates/`, section());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ version: 1, cpv_divisions: ['45'], kind: 'quality' });
    const path = `/${id}/templates/${created.json().id}/`;
    const edited = await call(
      owner,
      'PUT',
      path,
      section({ title: 'Quality, revised', version: 1 }),
    );
    expect(edited.json()).toMatchObject({ version: 2, title: 'Quality, revised' });
    const versions = await call(owner, 'GET', `${path}versions/`);
    expect(versions.json().results.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const restored = await call(owner, 'POST', `${path}versions/1/restore/`);
    expect(restored.json()).toMatchObject({ version: 3, title: 'Our approach to quality' });
    expect((await call(owner, 'POST', `${path}versions/9/restore/`)).statusCode).toBe(404);
  });

  it('refuses an unknown merge field with a 400 naming it', async () => {
    const { owner, id } = await professional();
    const response = await call(
      owner,
      'POST',
      `/${id}/templates/`,
      section({ content: paragraphs('Dear {{buyre}}, from {{our_company}} and {{ refrence }}') }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain('Unknown merge field {{buyre}}, {{refrence}}');
    expect(response.json().detail).toContain('Section text');
  });

  it.each([
    ['kind', { kind: 'sonnet' }, 'Choose what kind of section this is.'],
    ['title', { title: '   ' }, 'title'],
    ['cpv_divisions', { cpv_divisions: ['4'] }, 'two digits'],
    [
      'HTML',
      { content: { type: 'doc', content: [{ type: 'html', html: '<img onerror=x>' }] } },
      'Section text',
    ],
    [
      'a script mark',
      {
        content: {
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              content: [{ type: 'text', text: 'x', marks: [{ type: 'link' }] }],
            },
          ],
        },
      },
      'bold and italic',
    ],
  ])('refuses a bad %s with a 400 naming the field', async (_name, overrides, words) => {
    const { owner, id } = await professional();
    const response = await call(owner, 'POST', `/${id}/templates/`, section(overrides));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().detail).toContain(words);
  });

  it('refuses text nested thousands deep with a 400, not a crash', async () => {
    const { owner, id } = await professional();
    // Written as text: the test's own JSON.stringify would overflow on the object.
    const depth = 5000;
    const list = '{"type":"bulletList","content":[{"type":"listItem","content":[';
    const content = `{"type":"doc","content":[${list.repeat(depth)}{"type":"paragraph"}${']}]}'.repeat(depth)}]}`;
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/workspaces/${id}/templates/`,
      headers: { ...owner.authHeader, 'content-type': 'application/json' },
      payload: `{"title":"Deep","kind":"other","content":${content}}`,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().detail).toContain('Lists may nest only a few levels deep.');
  });

  it('gives viewers the library to read and members the library to edit', async () => {
    const owner = await createUser(db(), { tier: 'professional' });
    const { id } = await setWorkspaceTier(db(), owner.email, 'enterprise');
    const add = async (role: string) => {
      const person = await createUser(db());
      await db().query(
        'INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, $3)',
        [id, person.id, role],
      );
      return person;
    };
    const [viewer, member] = [await add('viewer'), await add('member')];
    const made = await call(member, 'POST', `/${id}/templates/`, section());
    expect(made.statusCode).toBe(201);
    const path = `/${id}/templates/${made.json().id}/`;
    expect((await call(viewer, 'GET', path)).statusCode).toBe(200);
    expect((await call(viewer, 'GET', `${path}versions/`)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['POST', `/${id}/templates/`, section()],
      ['PUT', path, section({ version: 1 })],
      ['POST', `${path}versions/1/restore/`, undefined],
      ['DELETE', path, undefined],
    ] as const) {
      const response = await call(viewer, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().detail).toBe('Your role (viewer) cannot do this.');
    }
    expect((await call(member, 'PUT', path, section({ version: 1 }))).json().version).toBe(2);
    // The workspace's audit log names who added and saved which template.
    const log = (await call(owner, 'GET', `/${id}/audit-log/?kind=templates`)).body;
    expect(log).toContain('"template.added"');
    expect(log).toContain('"template.saved"');
    expect(log).toContain('Our approach to quality');
  });

  it("refuses a workspace whose plan has no templates, and another workspace's template", async () => {
    const { owner, id } = await professional();
    const made = await call(
      owner,
      'POST',
      `/${id}/templates/`,
      section({ title: 'Secret method' }),
    );
    const other = await professional();
    const stolen = await call(other.owner, 'GET', `/${other.id}/templates/${made.json().id}/`);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.body).not.toContain('Secret');
    const overwrite = await call(
      other.owner,
      'PUT',
      `/${other.id}/templates/${made.json().id}/`,
      section({ version: 1 }),
    );
    expect(overwrite.statusCode).toBe(404);
    await db().query("UPDATE users SET tier = 'premium' WHERE id = $1", [owner.id]);
    const lapsed = await call(owner, 'GET', `/${id}/templates/`);
    expect(lapsed.statusCode).toBe(403);
    expect(lapsed.json().detail).toContain('Professional plan');
  });
});
