import type { PipelineNote } from '@wac/contract';
import type { Queryable } from '../../db/pool';

const NOTE_SELECT = `
  SELECT n.id::int AS id, n.body AS text, n.author_user_id::int AS author_user_id,
         -- An account without a name is shown by its email (as item owners are); null only for
         -- a deleted account, which the thread calls a former member.
         COALESCE(NULLIF(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email::text)
           AS author_name,
         to_json(n.created_at) #>> '{}' AS created_at, to_json(n.edited_at) #>> '{}' AS edited_at,
         n.author_user_id IS NOT DISTINCT FROM $2::bigint AS is_own
    FROM pipeline_notes n LEFT JOIN users u ON u.id = n.author_user_id`;

/** The item's notes, oldest first (a thread reads top to bottom, newest last). */
export async function listNotes(db: Queryable, itemId: number, viewerId: number) {
  const { rows } = await db.query<PipelineNote>(
    `${NOTE_SELECT} WHERE n.item_id = $1 ORDER BY n.created_at, n.id`,
    [itemId, viewerId],
  );
  return rows;
}

export async function findNote(db: Queryable, itemId: number, noteId: number, viewerId: number) {
  const { rows } = await db.query<PipelineNote>(
    `${NOTE_SELECT} WHERE n.item_id = $1 AND n.id = $3`,
    [itemId, viewerId, noteId],
  );
  return rows[0] ?? null;
}

export async function insertNote(db: Queryable, itemId: number, authorId: number, text: string) {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO pipeline_notes (item_id, author_user_id, body) VALUES ($1, $2, $3)
     RETURNING id::int AS id`,
    [itemId, authorId, text],
  );
  return rows[0]!.id;
}

/** Changes the text of the author's own note; false when it is not theirs (or gone). */
export async function updateOwnNote(
  db: Queryable,
  ids: { itemId: number; noteId: number; authorId: number },
  text: string,
) {
  const { rowCount } = await db.query(
    `UPDATE pipeline_notes SET body = $4, edited_at = now()
      WHERE item_id = $1 AND id = $2 AND author_user_id = $3`,
    [ids.itemId, ids.noteId, ids.authorId, text],
  );
  return rowCount === 1;
}

export async function deleteOwnNote(
  db: Queryable,
  ids: { itemId: number; noteId: number; authorId: number },
) {
  const { rowCount } = await db.query(
    'DELETE FROM pipeline_notes WHERE item_id = $1 AND id = $2 AND author_user_id = $3',
    [ids.itemId, ids.noteId, ids.authorId],
  );
  return rowCount === 1;
}

/**
 * Records the mentions of members of the workspace not yet recorded for this note (the caller
 * leaves out whom the author may not mention), and answers those just recorded with their
 * address: whom to email.
 */
export async function recordNewMentions(
  db: Queryable,
  note: { id: number; workspaceId: number },
  userIds: readonly number[],
) {
  if (userIds.length === 0) return [];
  const { rows } = await db.query<{ user_id: number; email: string; first_name: string }>(
    `WITH added AS (
       INSERT INTO pipeline_note_mentions (note_id, user_id)
       SELECT $1, m.user_id FROM workspace_members m
        WHERE m.workspace_id = $2 AND m.user_id = ANY($3::bigint[])
       ON CONFLICT DO NOTHING RETURNING user_id)
     SELECT a.user_id::int AS user_id, u.email::text AS email, u.first_name
       FROM added a JOIN users u ON u.id = a.user_id WHERE u.is_active`,
    [note.id, note.workspaceId, userIds],
  );
  return rows;
}
