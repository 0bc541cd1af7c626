import { z } from 'zod';
import { inputText } from './input-text';

/**
 * The workspace audit log (issue 29, ADR 0205): every action it records, its kind (the filter)
 * and the words the log page and the CSV show. The server records only these.
 */
export const AUDIT_ACTIONS = {
  'item.added': { kind: 'items', label: 'Added an opportunity to the pipeline' },
  'item.changed': { kind: 'items', label: 'Edited a pipeline item' },
  'item.moved': { kind: 'items', label: 'Moved a pipeline item to another stage' },
  'item.removed': { kind: 'items', label: 'Removed an opportunity from the pipeline' },
  'note.posted': { kind: 'items', label: 'Posted a note on a pipeline item' },
  'note.edited': { kind: 'items', label: 'Edited a note on a pipeline item' },
  'note.deleted': { kind: 'items', label: 'Deleted a note on a pipeline item' },
  'task.added': { kind: 'items', label: 'Added a checklist task' },
  'task.changed': { kind: 'items', label: 'Changed a checklist task' },
  'task.removed': { kind: 'items', label: 'Removed a checklist task' },
  'member.invited': { kind: 'members', label: 'Invited a member' },
  'member.invitation_revoked': { kind: 'members', label: 'Revoked an invitation' },
  'member.joined': { kind: 'members', label: 'Accepted an invitation' },
  'member.role_changed': { kind: 'members', label: "Changed a member's role" },
  'member.removed': { kind: 'members', label: 'Removed a member' },
  'member.left': { kind: 'members', label: 'Left the workspace' },
  'workspace.transferred': { kind: 'members', label: 'Transferred ownership' },
  'workspace.renamed': { kind: 'settings', label: 'Renamed the workspace' },
  'workspace.company_changed': { kind: 'settings', label: 'Changed the company profile' },
  'stage.added': { kind: 'settings', label: 'Added a pipeline stage' },
  'stage.renamed': { kind: 'settings', label: 'Renamed a pipeline stage' },
  'stage.reordered': { kind: 'settings', label: 'Reordered the pipeline stages' },
  'template.added': { kind: 'templates', label: 'Added a proposal template' },
  'template.saved': { kind: 'templates', label: 'Saved a new version of a proposal template' },
  'template.restored': { kind: 'templates', label: 'Restored a version of a proposal template' },
  'template.deleted': { kind: 'templates', label: 'Deleted a proposal template' },
} as const satisfies Record<string, { kind: AuditKind; label: string }>;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const AUDIT_KINDS = ['items', 'members', 'settings', 'templates'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
export const AUDIT_KIND_LABELS: Readonly<Record<AuditKind, string>> = {
  items: 'Pipeline items',
  members: 'Members',
  settings: 'Settings',
  templates: 'Proposal templates',
};

export const AUDIT_LOG_PAGE_SIZE = 50;
/** Rows one CSV export holds at most (newest first); narrow the filters for older ones. */
export const AUDIT_LOG_CSV_MAX_ROWS = 20_000;

const idText = (what: string) =>
  inputText({ error: `Use the ${what} number.` })
    .trim()
    .regex(/^[1-9]\d{0,15}$/, `Use the ${what} number.`)
    .transform(Number);
const dateText = (what: string) =>
  inputText({ error: `Enter the ${what} date as YYYY-MM-DD.` })
    .trim()
    .pipe(z.iso.date({ error: `Enter the ${what} date as YYYY-MM-DD.` }));

const filterFields = {
  actor: idText('member').optional(),
  kind: inputText({ error: `Choose the kind: ${AUDIT_KINDS.join(', ')}.` })
    .pipe(z.enum(AUDIT_KINDS, { error: `Choose the kind: ${AUDIT_KINDS.join(', ')}.` }))
    .optional(),
  item: idText('pipeline item').optional(),
  from: dateText('from').optional(),
  to: dateText('to').optional(),
};
const datesInOrder = (query: { from?: string; to?: string }) =>
  !query.from || !query.to || query.from <= query.to;
const datesOutOfOrder = {
  path: ['to'],
  message: 'The "to" date must not be before the "from" date.',
};

/** The CSV export's filters; the list takes a page too. */
export const auditLogFiltersSchema = z.object(filterFields).refine(datesInOrder, datesOutOfOrder);
export const auditLogQuerySchema = z
  .object({
    ...filterFields,
    page: inputText({ error: 'Use a page number.' })
      .trim()
      .regex(/^[1-9]\d{0,4}$/, 'Use a page number from 1.')
      .transform(Number)
      .optional(),
  })
  .refine(datesInOrder, datesOutOfOrder);
export type AuditLogFilters = z.infer<typeof auditLogFiltersSchema>;

const jsonObject = z.record(z.string(), z.unknown()).nullable();

/**
 * Someone the log names (ADR 0376): by their account, whether or not they are still a member, so
 * a removed member's entries keep their name. `name` is their name, else their email.
 */
export const auditPersonSchema = z.object({
  user_id: z.number(),
  name: z.string(),
  email: z.string(),
  /** False once they have left the workspace or been removed from it. */
  is_member: z.boolean(),
});
export type AuditPerson = z.infer<typeof auditPersonSchema>;

/** The before/after fields whose value is a person's user id. */
export const AUDIT_PERSON_FIELDS: readonly string[] = ['owner_user_id', 'assignee_user_id'];

/** A person as the log and its CSV name them: "Ann Lee", or "Ann Lee (former member)". */
export const describeAuditPerson = (person: Pick<AuditPerson, 'name' | 'is_member'>) =>
  person.is_member ? person.name : `${person.name} (former member)`;

export const auditEntrySchema = z.object({
  id: z.number(),
  created_at: z.string(),
  /** null when the account that acted has since been deleted. */
  actor: auditPersonSchema.nullable(),
  action: z.string(),
  kind: z.enum(AUDIT_KINDS),
  item_id: z.number().nullable(),
  subject: z.string().nullable(),
  /** The changed fields as they were, and as they became (null for none: an add or a removal). */
  before: jsonObject,
  after: jsonObject,
});
export const auditLogResponseSchema = z.object({
  results: z.array(auditEntrySchema),
  /** Everyone these entries' fields name (an item's owner, a task's assignee), by user id. */
  people: z.array(auditPersonSchema),
  /** Everyone no longer a member who acted anywhere in the log: the "Who" filter offers them. */
  former_actors: z.array(auditPersonSchema),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;

export const describeAuditAction = (action: string) =>
  (AUDIT_ACTIONS as Record<string, { label: string }>)[action]?.label ?? action;
