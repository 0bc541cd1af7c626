import { z } from 'zod';
import { inputText } from './input-text';

/**
 * The working parts of a pipeline item (issue 29, ADR 0200): its notes thread, its checklist and
 * what changed in its notice. Routes hang under /api/workspaces/:id/pipeline/items/:itemId/.
 */

export const PIPELINE_NOTE_MAX_LENGTH = 5000;
export const PIPELINE_TASK_TITLE_MAX_LENGTH = 200;
export const PIPELINE_MAX_TASKS = 100;

/** The web page of one pipeline item: what mention and change emails link to. */
export const pipelineItemPath = (workspaceId: number, itemId: number) =>
  `/pipeline/${workspaceId}/items/${itemId}`;

/**
 * A mention in a note's text: `@[Ada Lovelace](user:42)`. The member's id makes it stable (a
 * rename or two members with one name cannot send the email to the wrong person); the name is
 * what the text shows. Notes are plain text, so the web shows the name, never markup.
 */
export const PIPELINE_MENTION_PATTERN = /@\[([^\]\n]{1,100})\]\(user:([1-9]\d{0,15})\)/g;

/** The mention token for a member, as the note box writes it. */
export const formatPipelineMention = (name: string, userId: number) =>
  `@[${
    name
      .replace(/[[\]\s]+/g, ' ')
      .trim()
      .slice(0, 100) || 'member'
  }](user:${userId})`;

/**
 * Who a note's author may mention: the workspace's other members. Mentioning yourself would email
 * nobody, so a workspace of one (a personal one) has nobody to mention and offers no mention.
 */
export const isMentionable = (userId: number, authorId: number | null) => userId !== authorId;

/** The members `isMentionable` lets the author mention. */
export const mentionableMembers = <Member extends { user_id: number }>(
  members: readonly Member[],
  authorId: number | null,
): Member[] => members.filter((member) => isMentionable(member.user_id, authorId));

/** The note's text in pieces: plain text, and mentions with the name shown and the member's id. */
export function splitPipelineNoteText(
  text: string,
): ({ text: string } | { mention: string; userId: number })[] {
  const parts: ({ text: string } | { mention: string; userId: number })[] = [];
  let last = 0;
  for (const match of text.matchAll(PIPELINE_MENTION_PATTERN)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ mention: match[1]!, userId: Number(match[2]) });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

const idText = (what: string) =>
  inputText({ error: `Use the ${what} number.` })
    .trim()
    .regex(/^[1-9]\d{0,15}$/, `Use the ${what} number.`)
    .transform(Number);

export const pipelineNoteParamsSchema = z.object({
  id: idText('workspace'),
  itemId: idText('pipeline item'),
  noteId: idText('note'),
});
export const pipelineTaskParamsSchema = z.object({
  id: idText('workspace'),
  itemId: idText('pipeline item'),
  taskId: idText('task'),
});

export const pipelineNoteRequestSchema = z.object({
  text: inputText({ error: 'Write the note as text.' })
    .trim()
    .min(1, 'Write something in the note.')
    .max(PIPELINE_NOTE_MAX_LENGTH, `Keep the note to ${PIPELINE_NOTE_MAX_LENGTH} characters.`),
});

export const pipelineNoteSchema = z.object({
  id: z.number(),
  text: z.string(),
  author_user_id: z.number().nullable(),
  /** The author's name as members see it, or null when the account is gone. */
  author_name: z.string().nullable(),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  /** Whether the caller wrote it (and so may edit or delete it). */
  is_own: z.boolean(),
});
export const pipelineNotesResponseSchema = z.object({ results: z.array(pipelineNoteSchema) });

const taskTitle = inputText({ error: 'Write the task as text.' })
  .trim()
  .min(1, 'Give the task a title.')
  .max(
    PIPELINE_TASK_TITLE_MAX_LENGTH,
    `Keep the task title to ${PIPELINE_TASK_TITLE_MAX_LENGTH} characters.`,
  );
const assignee = z
  .number({ error: 'Choose the assignee from the workspace members.' })
  .int({ error: 'Choose the assignee from the workspace members.' })
  .positive({ error: 'Choose the assignee from the workspace members.' })
  .nullable();
const dueDate = z.iso.date({ error: 'Enter the due date as a date (YYYY-MM-DD).' }).nullable();

export const addPipelineTaskRequestSchema = z.object({
  title: taskTitle,
  assignee_user_id: assignee.optional(),
  due_date: dueDate.optional(),
});
export const updatePipelineTaskRequestSchema = z.object({
  title: taskTitle.optional(),
  assignee_user_id: assignee.optional(),
  due_date: dueDate.optional(),
  is_done: z.boolean({ error: 'Say whether the task is done (true or false).' }).optional(),
});

/** Where a seeded task came from: the notice's clarification or submission deadline. */
export const PIPELINE_TASK_SOURCES = ['clarification_deadline', 'submission_deadline'] as const;

export const pipelineTaskSchema = z.object({
  id: z.number(),
  title: z.string(),
  assignee_user_id: z.number().nullable(),
  due_date: z.string().nullable(),
  is_done: z.boolean(),
  source: z.enum(PIPELINE_TASK_SOURCES).nullable(),
  created_at: z.string(),
});
export const pipelineTasksResponseSchema = z.object({ results: z.array(pipelineTaskSchema) });

export const PIPELINE_CHANGE_KINDS = [
  'deadline',
  'enquiry_deadline',
  'documents',
  'awarded',
  'cancelled',
  'value',
] as const;

export const pipelineItemChangeSchema = z.object({
  kind: z.enum(PIPELINE_CHANGE_KINDS),
  /** One sentence, the same as the favourites page and the change emails say. */
  summary: z.string(),
  detected_at: z.string(),
});
export const pipelineAwardWinnerSchema = z.object({
  name: z.string(),
  value: z.number().nullable(),
  currency: z.string().nullable(),
});
export const pipelineItemChangesResponseSchema = z.object({
  /** What changed in the notice since the item was added, newest first. */
  changes: z.array(pipelineItemChangeSchema),
  /** Who the notice was awarded to (empty until it is). */
  winners: z.array(pipelineAwardWinnerSchema),
  /**
   * True when an award names the workspace's company (its name or Companies House number) and
   * the item is still in an open stage: the UI proposes moving it to Won.
   */
  proposes_won: z.boolean(),
});

export type PipelineNote = z.infer<typeof pipelineNoteSchema>;
export type PipelineTask = z.infer<typeof pipelineTaskSchema>;
export type PipelineTaskSource = (typeof PIPELINE_TASK_SOURCES)[number];
export type AddPipelineTaskRequest = z.infer<typeof addPipelineTaskRequestSchema>;
export type UpdatePipelineTaskRequest = z.infer<typeof updatePipelineTaskRequestSchema>;
export type PipelineItemChanges = z.infer<typeof pipelineItemChangesResponseSchema>;
