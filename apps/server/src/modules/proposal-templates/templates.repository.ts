import type {
  ProposalTemplate,
  ProposalTemplateSummary,
  ProposalTemplateVersions,
  SaveProposalTemplateRequest,
} from '@wac/contract';
import type { Queryable } from '../../db/pool';

// A person is named by their name, else their email (as the pipeline's notes do).
const PERSON = `coalesce(NULLIF(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email::text)`;

/** Each template at its newest version, with who saved it. */
const LATEST = `
  SELECT t.id::int AS id, v.title, v.kind, v.cpv_divisions, v.version, v.content,
         to_char(v.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS updated_at,
         ${PERSON} AS updated_by
    FROM proposal_templates t
    JOIN LATERAL (SELECT * FROM proposal_template_versions pv WHERE pv.template_id = t.id
                   ORDER BY pv.version DESC LIMIT 1) v ON true
    LEFT JOIN users u ON u.id = v.created_by`;

/** `%`, `_` and `\\` stand for themselves in a LIKE pattern. */
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A word is found in the title, a CPV division tag or any text of the current version (the
 * editor's text nodes, read from the stored JSON, so merge fields are searched as written).
 */
const WORD_MATCHES = (parameter: string) => `(
  v.title ILIKE ${parameter}
  OR array_to_string(v.cpv_divisions, ' ') ILIKE ${parameter}
  OR EXISTS (SELECT 1 FROM jsonb_path_query(v.content, 'strict $.**.text') AS node(text)
              WHERE node.text #>> '{}' ILIKE ${parameter}))`;

/** The library, newest version of each; with words, only the templates holding every one. */
export async function listTemplates(
  db: Queryable,
  workspaceId: number,
  words: string[] = [],
): Promise<ProposalTemplateSummary[]> {
  const matches = words.map((_, index) => `AND ${WORD_MATCHES(`$${index + 2}`)}`).join('\n');
  const { rows } = await db.query<ProposalTemplate>(
    `${LATEST} WHERE t.workspace_id = $1 ${matches} ORDER BY lower(v.title), t.id`,
    [workspaceId, ...words.map(likePattern)],
  );
  return rows.map(({ content: _content, ...summary }) => summary);
}

/** The workspace's templates with their text, in the order they are listed. */
export async function listTemplatesWithContent(db: Queryable, workspaceId: number) {
  const { rows } = await db.query<ProposalTemplate>(
    `${LATEST} WHERE t.workspace_id = $1 ORDER BY lower(v.title), t.id`,
    [workspaceId],
  );
  return rows;
}

export async function findTemplate(db: Queryable, workspaceId: number, templateId: number) {
  const { rows } = await db.query<ProposalTemplate>(
    `${LATEST} WHERE t.workspace_id = $1 AND t.id = $2`,
    [workspaceId, templateId],
  );
  return rows[0] ?? null;
}

/**
 * Locks the template for a save (so two saves cannot take the same version number) and gives its
 * newest version; null when the workspace has no such template.
 */
export async function lockTemplate(db: Queryable, workspaceId: number, templateId: number) {
  const { rows } = await db.query<{ version: number }>(
    `SELECT (SELECT coalesce(max(v.version), 0)::int FROM proposal_template_versions v
              WHERE v.template_id = t.id) AS version
       FROM proposal_templates t WHERE t.workspace_id = $1 AND t.id = $2 FOR UPDATE`,
    [workspaceId, templateId],
  );
  return rows[0]?.version ?? null;
}

export async function insertTemplate(
  db: Queryable,
  workspaceId: number,
  starterKey: string | null = null,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO proposal_templates (workspace_id, starter_key) VALUES ($1, $2) RETURNING id::int',
    [workspaceId, starterKey],
  );
  return rows[0]!.id;
}

/** Adds the next version; call with the template locked (lockTemplate) or just inserted. */
export async function insertVersion(
  db: Queryable,
  templateId: number,
  template: SaveProposalTemplateRequest,
  userId: number | null,
) {
  await db.query(
    `INSERT INTO proposal_template_versions
       (template_id, version, title, kind, cpv_divisions, content, created_by)
     SELECT $1, coalesce(max(version), 0) + 1, $2, $3, $4, $5, $6
       FROM proposal_template_versions WHERE template_id = $1`,
    [
      templateId,
      template.title,
      template.kind,
      template.cpv_divisions,
      JSON.stringify(template.content),
      userId,
    ],
  );
}

export async function findVersion(db: Queryable, templateId: number, version: number) {
  const { rows } = await db.query<SaveProposalTemplateRequest>(
    `SELECT title, kind, cpv_divisions, content FROM proposal_template_versions
      WHERE template_id = $1 AND version = $2`,
    [templateId, version],
  );
  return rows[0] ?? null;
}

export async function listVersions(
  db: Queryable,
  templateId: number,
): Promise<ProposalTemplateVersions['results']> {
  const { rows } = await db.query<ProposalTemplateVersions['results'][number]>(
    `SELECT v.version, v.title,
            to_char(v.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at,
            CASE WHEN u.id IS NULL THEN NULL ELSE ${PERSON} END AS created_by
       FROM proposal_template_versions v LEFT JOIN users u ON u.id = v.created_by
      WHERE v.template_id = $1 ORDER BY v.version DESC`,
    [templateId],
  );
  return rows;
}

export async function deleteTemplate(db: Queryable, workspaceId: number, templateId: number) {
  const { rowCount } = await db.query(
    'DELETE FROM proposal_templates WHERE workspace_id = $1 AND id = $2',
    [workspaceId, templateId],
  );
  return (rowCount ?? 0) > 0;
}

/** Marks the workspace seeded; true only for the one call that did it (the row is locked). */
export async function claimStarterSeeding(db: Queryable, workspaceId: number) {
  const { rowCount } = await db.query(
    `UPDATE workspaces SET templates_seeded_at = now()
      WHERE id = $1 AND templates_seeded_at IS NULL`,
    [workspaceId],
  );
  return (rowCount ?? 0) > 0;
}
