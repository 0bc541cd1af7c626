import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/user';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { type Caller, callWorkspaces, findWorkspaceId } from '../../../test/helpers/workspaces';
import { paragraphs } from './template-fixtures';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.database.pool;

async function libraryWith(sections: { title: string; tags?: string[]; text: string[] }[]) {
  const owner = await createUser(db(), { tier: 'professional' });
  const id = await findWorkspaceId(testApp.app, owner);
  const ids: number[] = [];
  for (const { title, tags = [], text } of sections) {
    const made = await callWorkspaces(testApp.app, owner, 'POST', `/${id}/templates/`, {
      title,
      kind: 'other',
      cpv_divisions: tags,
      content: paragraphs(...text),
    });
    expect(made.statusCode, made.body).toBe(201);
    ids.push(made.json().id);
  }
  return { owner, id, ids };
}

const search = async (caller: Caller, id: number, q: string) => {
  const response = await callWorkspaces(
    testApp.app,
    caller,
    'GET',
    `/${id}/templates/?q=${encodeURIComponent(q)}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results.map((t: { title: string }) => t.title) as string[];
};

describe('searching the template library (ADR 0280)', () => {
  it('matches the title, a CPV tag and the text, every word, ignoring case', async () => {
    const { owner, id } = await libraryWith([
      { title: 'Fleet emissions', tags: ['60'], text: ['Our vans run on HVO fuel.'] },
      { title: 'Roadworks quality', tags: ['45'], text: ['ISO 9001 audits every quarter.'] },
    ]);
    expect(await search(owner, id, 'FLEET')).toEqual(['Fleet emissions']);
    expect(await search(owner, id, '45')).toEqual(['Roadworks quality']);
    expect(await search(owner, id, 'hvo')).toEqual(['Fleet emissions']);
    // Every word must be found, each anywhere in the template.
    expect(await search(owner, id, 'roadworks audits')).toEqual(['Roadworks quality']);
    expect(await search(owner, id, 'roadworks hvo')).toEqual([]);
    // The starter set is in the library too; an empty search lists it all.
    expect((await search(owner, id, '  ')).length).toBeGreaterThan(2);
  });

  it('searches the current version only', async () => {
    const { owner, id, ids } = await libraryWith([
      { title: 'Case study', text: ['Bridge repairs for a county council.'] },
    ]);
    expect(await search(owner, id, 'bridge')).toEqual(['Case study']);
    const saved = await callWorkspaces(testApp.app, owner, 'PUT', `/${id}/templates/${ids[0]}/`, {
      title: 'Case study',
      kind: 'other',
      content: paragraphs('School kitchens refitted.'),
      version: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await search(owner, id, 'bridge')).toEqual([]);
    expect(await search(owner, id, 'kitchens')).toEqual(['Case study']);
  });

  it('treats %, _ and \\ as themselves', async () => {
    const { owner, id } = await libraryWith([
      { title: 'Margins', text: ['A 5% discount for early payment.'] },
    ]);
    expect(await search(owner, id, '5%')).toEqual(['Margins']);
    expect(await search(owner, id, '%')).toEqual(['Margins']);
    // Unescaped, `_` would stand for the full stop after "payment".
    expect(await search(owner, id, 'payment_')).toEqual([]);
    expect(await search(owner, id, '\\')).toEqual([]);
  });

  it("never finds another workspace's templates", async () => {
    const mine = await libraryWith([{ title: 'Zebra crossings', text: ['Quokka method.'] }]);
    const theirs = await libraryWith([]);
    expect(await search(mine.owner, mine.id, 'quokka')).toEqual(['Zebra crossings']);
    expect(await search(theirs.owner, theirs.id, 'quokka')).toEqual([]);
    expect(await search(theirs.owner, theirs.id, 'zebra')).toEqual([]);
    const stranger = await callWorkspaces(
      testApp.app,
      theirs.owner,
      'GET',
      `/${mine.id}/templates/?q=quokka`,
    );
    expect([403, 404]).toContain(stranger.statusCode);
    expect(stranger.body).not.toContain('Zebra');
  });

  it('refuses a search too long to be one, naming it', async () => {
    const { owner, id } = await libraryWith([]);
    const response = await callWorkspaces(
      testApp.app,
      owner,
      'GET',
      `/${id}/templates/?q=${'a'.repeat(201)}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain('Keep the search to 200 characters.');
  });
});
