import { isMentionable, PIPELINE_MENTION_PATTERN } from '@wac/contract';
import type { AppDeps } from '../../app-deps';
import { type Queryable, withTransaction } from '../../db/pool';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-context';
import { recordAudit } from '../audit-log';
import { enqueueEmail } from '../email/email.service';
import { type ItemIds, openItem } from './item-access';
import { buildMentionEmail } from './mention-email';
import {
  deleteOwnNote,
  findNote,
  insertNote,
  listNotes,
  recordNewMentions,
  updateOwnNote,
} from './notes.repository';

type Deps = Pick<AppDeps, 'db' | 'env' | 'jobs'>;
type NoteIds = ItemIds & { noteId: number };

const NOTE_NOT_FOUND = 'This note is not on the item.';
const NOT_YOURS = 'You can only change your own notes.';

/** The ids the note mentions that its author may mention (the contract's one rule). */
const mentionedIds = (text: string, authorId: number) =>
  [
    ...new Set([...text.matchAll(PIPELINE_MENTION_PATTERN)].map((match) => Number(match[2]))),
  ].filter((id) => isMentionable(id, authorId));

export async function getNotes(deps: Deps, user: AuthUser, ids: ItemIds) {
  const item = await openItem(deps, user, ids, 'pipeline.read');
  return { results: await listNotes(deps.db, item.id, user.id) };
}

/** Emails each member the note mentions for the first time (never the author, never twice). */
async function tellMentioned(
  deps: Deps,
  user: AuthUser,
  item: Awaited<ReturnType<typeof openItem>>,
  note: { id: number; text: string },
) {
  const recipients = await recordNewMentions(
    deps.db,
    { id: note.id, workspaceId: item.workspace_id },
    mentionedIds(note.text, user.id),
  );
  const authorName = `${user.first_name} ${user.last_name}`.trim() || user.email;
  for (const to of recipients) {
    await enqueueEmail(
      deps,
      buildMentionEmail(deps.env.PUBLIC_BASE_URL, {
        noteId: note.id,
        to,
        authorName,
        noteText: note.text,
        item,
      }),
    );
  }
}

/** The audit entry of a note's change (ADR 0205), in the change's own transaction. */
const auditNote = (
  db: Queryable,
  user: AuthUser,
  ids: ItemIds,
  action: 'note.posted' | 'note.edited' | 'note.deleted',
  change: { noteId: number; before?: string; after?: string },
) =>
  recordAudit(db, {
    workspaceId: ids.id,
    actorId: user.id,
    action,
    itemId: ids.itemId,
    subject: `Note ${change.noteId}`,
    before: change.before === undefined ? null : { text: change.before },
    after: change.after === undefined ? null : { text: change.after },
  });

export async function postNote(deps: Deps, user: AuthUser, ids: ItemIds, text: string) {
  const item = await openItem(deps, user, ids, 'pipeline.write');
  const noteId = await withTransaction(deps.db, async (client) => {
    const id = await insertNote(client, item.id, user.id, text);
    await auditNote(client, user, ids, 'note.posted', { noteId: id, after: text });
    return id;
  });
  // Emails go once the note is stored: a failed save mentions nobody.
  await tellMentioned(deps, user, item, { id: noteId, text });
  return (await findNote(deps.db, item.id, noteId, user.id))!;
}

async function requireOwnNote(deps: Deps, user: AuthUser, ids: NoteIds) {
  const item = await openItem(deps, user, ids, 'pipeline.write');
  const note = await findNote(deps.db, item.id, ids.noteId, user.id);
  if (!note) throw new AppError('NOT_FOUND', NOTE_NOT_FOUND);
  if (!note.is_own) throw new AppError('FORBIDDEN', NOT_YOURS);
  return { item, note };
}

export async function editNote(deps: Deps, user: AuthUser, ids: NoteIds, text: string) {
  const { item, note } = await requireOwnNote(deps, user, ids);
  const owned = { itemId: item.id, noteId: ids.noteId, authorId: user.id };
  await withTransaction(deps.db, async (client) => {
    if (!(await updateOwnNote(client, owned, text)))
      throw new AppError('NOT_FOUND', NOTE_NOT_FOUND);
    const change = { noteId: ids.noteId, before: note.text, after: text };
    await auditNote(client, user, ids, 'note.edited', change);
  });
  await tellMentioned(deps, user, item, { id: ids.noteId, text });
  return (await findNote(deps.db, item.id, ids.noteId, user.id))!;
}

export async function removeNote(deps: Deps, user: AuthUser, ids: NoteIds) {
  const { item, note } = await requireOwnNote(deps, user, ids);
  const owned = { itemId: item.id, noteId: ids.noteId, authorId: user.id };
  await withTransaction(deps.db, async (client) => {
    if (!(await deleteOwnNote(client, owned))) throw new AppError('NOT_FOUND', NOTE_NOT_FOUND);
    await auditNote(client, user, ids, 'note.deleted', { noteId: ids.noteId, before: note.text });
  });
}
