import { formatPipelineMention } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createOutboxTestApp, type OutboxTestApp } from '../../../test/helpers/app';
import { findLinks, readTextPart } from '../../../test/helpers/mail';
import {
  addPipelineItem,
  createPipelineTeam,
  readOutbox,
  settleMail,
} from '../../../test/helpers/pipeline';
import { createOutsiders, workspacesCaller } from '../../../test/helpers/workspaces';

let testApp: OutboxTestApp;
beforeAll(async () => {
  testApp = await createOutboxTestApp('wac-pipeline-notes-');
});
afterAll(() => testApp.close());

const db = () => testApp.database.pool;
const call = workspacesCaller(() => testApp.app);

async function itemOfTeam(title: string) {
  const team = await createPipelineTeam(db());
  const notice = await createOpportunity(db(), { title });
  const itemId = await addPipelineItem(testApp.app, team.owner, team.id, notice.wac_id);
  return { ...team, notes: `/${team.id}/pipeline/items/${itemId}/notes/`, itemId };
}

const mentionsOf = async (email: string) =>
  (await readOutbox(testApp.dataDir)).filter(
    (raw) => raw.includes(email) && readTextPart(raw).includes('mentioned you'),
  );

describe('the notes thread of a pipeline item', () => {
  it('lists notes oldest first; members post, viewers read but cannot post', async () => {
    const team = await itemOfTeam('Library refurbishment');
    expect(
      (await call(team.owner, 'POST', team.notes, { text: 'First look done' })).statusCode,
    ).toBe(201);
    const second = await call(team.member, 'POST', team.notes, { text: '<b>Pricing</b> next' });
    expect(second.statusCode).toBe(201);
    const refused = await call(team.viewer, 'POST', team.notes, { text: 'Can I?' });
    expect(refused.statusCode).toBe(403);

    const list = await call(team.viewer, 'GET', team.notes);
    expect(list.statusCode).toBe(200);
    const notes = list.json().results;
    expect(notes.map((note: { text: string }) => note.text)).toEqual([
      'First look done',
      '<b>Pricing</b> next',
    ]);
    expect(notes[1]).toMatchObject({
      author_user_id: team.member.id,
      author_name: 'Maya',
      is_own: false,
    });
  });

  it('names an author who gave no name by their email, not as a former member', async () => {
    const team = await itemOfTeam('Bridge inspection');
    await db().query(`UPDATE users SET first_name = '', last_name = '' WHERE id = $1`, [
      team.owner.id,
    ]);
    expect((await call(team.owner, 'POST', team.notes, { text: 'Mine' })).statusCode).toBe(201);
    const [note] = (await call(team.member, 'GET', team.notes)).json().results;
    expect(note.author_name).toBe(team.owner.email);
  });

  it('lets only the author edit or delete a note', async () => {
    const team = await itemOfTeam('Street lighting');
    const note = (await call(team.member, 'POST', team.notes, { text: 'Draft' })).json();
    const byOwner = await call(team.owner, 'PUT', `${team.notes}${note.id}/`, { text: 'Mine now' });
    expect(byOwner.statusCode).toBe(403);
    expect((await call(team.owner, 'DELETE', `${team.notes}${note.id}/`)).statusCode).toBe(403);

    const edited = await call(team.member, 'PUT', `${team.notes}${note.id}/`, { text: 'Final' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ text: 'Final', is_own: true });
    expect(edited.json().edited_at).not.toBeNull();
    expect((await call(team.member, 'DELETE', `${team.notes}${note.id}/`)).statusCode).toBe(204);
    expect((await call(team.member, 'GET', team.notes)).json().results).toEqual([]);
    expect((await call(team.member, 'DELETE', `${team.notes}${note.id}/`)).statusCode).toBe(404);

    // The thread's history stays in the audit log, refused attempts left out (ADR 0205).
    const { rows } = await db().query(
      `SELECT action, actor_user_id::int AS actor, before, after FROM workspace_audit_log
        WHERE action LIKE 'note.%' AND subject = $1 ORDER BY id`,
      [`Note ${note.id}`],
    );
    expect(rows).toEqual([
      { action: 'note.posted', actor: team.member.id, before: null, after: { text: 'Draft' } },
      {
        action: 'note.edited',
        actor: team.member.id,
        before: { text: 'Draft' },
        after: { text: 'Final' },
      },
      { action: 'note.deleted', actor: team.member.id, before: { text: 'Final' }, after: null },
    ]);
  });

  it('names the field when a note is blank or too long', async () => {
    const team = await itemOfTeam('Bridge survey');
    const blank = await call(team.owner, 'POST', team.notes, { text: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().text).toEqual(['Write something in the note.']);
    const long = await call(team.owner, 'POST', team.notes, { text: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
  });

  it('emails a mentioned member once, with a link to the item, and never a non-member', async () => {
    const team = await itemOfTeam('Harbour dredging');
    const [[, outsider]] = await createOutsiders(testApp.app, db(), 'professional');
    const text = `Can you price this, ${formatPipelineMention('Maya', team.member.id)}? cc ${formatPipelineMention('Nobody', outsider!.id)}`;
    const posted = await call(team.owner, 'POST', team.notes, { text });
    expect(posted.statusCode).toBe(201);
    await settleMail();

    const mails = await mentionsOf(team.member.email);
    expect(mails).toHaveLength(1);
    const body = readTextPart(mails[0]!);
    expect(body).toContain('Olive mentioned you in a note on "Harbour dredging"');
    expect(body).toContain('Can you price this, @Maya?');
    expect(findLinks(mails[0]!)).toContain(
      `http://wac.test/pipeline/${team.id}/items/${team.itemId}`,
    );
    expect(await mentionsOf(outsider!.email)).toHaveLength(0);

    // Mentioning yourself emails nobody: the author is not among whom they may mention.
    const own = `Note to self: ${formatPipelineMention('Olive', team.owner.id)}`;
    expect((await call(team.owner, 'POST', team.notes, { text: own })).statusCode).toBe(201);
    await settleMail();
    expect(await mentionsOf(team.owner.email)).toHaveLength(0);

    // Editing the note keeps the mention: no second email. A newly mentioned member gets one.
    const edit = `${text} and ${formatPipelineMention('Victor', team.viewer.id)}`;
    const noteUrl = `${team.notes}${posted.json().id}/`;
    expect((await call(team.owner, 'PUT', noteUrl, { text: edit })).statusCode).toBe(200);
    await settleMail();
    expect(await mentionsOf(team.member.email)).toHaveLength(1);
    expect(await mentionsOf(team.viewer.email)).toHaveLength(1);
  });
});
