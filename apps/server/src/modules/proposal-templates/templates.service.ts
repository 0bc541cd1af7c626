import {
  describeWorkspaceFeaturePlan,
  type ProposalTemplate,
  type SaveProposalTemplateRequest,
  type UpdateProposalTemplateRequest,
  type WorkspaceAction,
  workspaceHasFeature,
} from '@wac/contract';
import type { AppDeps } from '../../app-deps';
import { type Queryable, withTransaction } from '../../db/pool';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-context';
import { recordAudit } from '../audit-log';
import { requireWorkspaceAction } from '../workspaces';
import { seedStarterTemplates } from './seed-starters';
import {
  deleteTemplate,
  findTemplate,
  findVersion,
  insertTemplate,
  insertVersion,
  listTemplates,
  listVersions,
  lockTemplate,
} from './templates.repository';

type Deps = Pick<AppDeps, 'db'>;
type TemplateIds = { id: number; templateId: number };

export const TEMPLATE_NOT_FOUND = 'Template not found.';

/** A save over an older version: the 409 carries the template as it now is (ADR 0280). */
export class TemplateConflictError extends AppError {
  constructor(readonly current: ProposalTemplate) {
    super(
      'CONFLICT',
      'Someone else saved this template since you opened it. Compare their version with yours, then keep yours as a new version or take theirs.',
    );
  }
}

/**
 * The role first (404 to outsiders, the contract's permission table), then the workspace's plan
 * (a 403 naming it); the starter set is added the first time anyone opens the library.
 */
export async function openTemplates(
  deps: Deps,
  user: AuthUser,
  workspaceId: number,
  action: WorkspaceAction,
) {
  const membership = await requireWorkspaceAction(deps.db, workspaceId, user.id, action);
  if (!workspaceHasFeature(membership.tier, 'proposal_templates')) {
    const plan = describeWorkspaceFeaturePlan('proposal_templates');
    throw new AppError('FORBIDDEN', `Proposal templates come with the ${plan} plan and above.`);
  }
  await seedStarterTemplates(deps.db, workspaceId);
  return membership;
}

/** The library, or the templates whose title, tags or current text hold every word of `words`. */
export async function getTemplates(
  deps: Deps,
  user: AuthUser,
  workspaceId: number,
  words: string[] = [],
) {
  await openTemplates(deps, user, workspaceId, 'templates.read');
  return { results: await listTemplates(deps.db, workspaceId, words) };
}

async function readTemplate(deps: Deps, ids: TemplateIds): Promise<ProposalTemplate> {
  const template = await findTemplate(deps.db, ids.id, ids.templateId);
  if (!template) throw new AppError('NOT_FOUND', TEMPLATE_NOT_FOUND);
  return template;
}

export async function getTemplate(deps: Deps, user: AuthUser, ids: TemplateIds) {
  await openTemplates(deps, user, ids.id, 'templates.read');
  return readTemplate(deps, ids);
}

export async function createTemplate(
  deps: Deps,
  user: AuthUser,
  workspaceId: number,
  template: SaveProposalTemplateRequest,
) {
  await openTemplates(deps, user, workspaceId, 'templates.write');
  const templateId = await withTransaction(deps.db, async (client) => {
    const id = await insertTemplate(client, workspaceId);
    await insertVersion(client, id, template, user.id);
    await recordAudit(client, {
      workspaceId,
      actorId: user.id,
      action: 'template.added',
      subject: template.title,
    });
    return id;
  });
  return readTemplate(deps, { id: workspaceId, templateId });
}

/**
 * Every save is a new version; the template row is locked so versions number one by one. A save
 * made from `expected` when a newer version exists is refused, as pipeline items are (ADR 0176).
 */
async function addVersion(
  deps: Deps,
  user: AuthUser,
  ids: TemplateIds,
  action: 'template.saved' | 'template.restored',
  version: (client: Queryable) => Promise<SaveProposalTemplateRequest | null>,
  expected?: number,
) {
  await withTransaction(deps.db, async (client) => {
    const current = await lockTemplate(client, ids.id, ids.templateId);
    if (current === null) throw new AppError('NOT_FOUND', TEMPLATE_NOT_FOUND);
    if (expected !== undefined && current !== expected) {
      throw new TemplateConflictError((await findTemplate(client, ids.id, ids.templateId))!);
    }
    const saved = await version(client);
    if (!saved) throw new AppError('NOT_FOUND', 'This version of the template was not found.');
    await insertVersion(client, ids.templateId, saved, user.id);
    await recordAudit(client, {
      workspaceId: ids.id,
      actorId: user.id,
      action,
      subject: saved.title,
    });
  });
  return readTemplate(deps, ids);
}

export async function saveTemplate(
  deps: Deps,
  user: AuthUser,
  ids: TemplateIds,
  { version, ...template }: UpdateProposalTemplateRequest,
) {
  await openTemplates(deps, user, ids.id, 'templates.write');
  return addVersion(deps, user, ids, 'template.saved', async () => template, version);
}

/** Restoring saves the old version again as the newest, so nothing is lost either way. */
export async function restoreVersion(
  deps: Deps,
  user: AuthUser,
  ids: TemplateIds & { version: number },
) {
  await openTemplates(deps, user, ids.id, 'templates.write');
  return addVersion(deps, user, ids, 'template.restored', (client) =>
    findVersion(client, ids.templateId, ids.version),
  );
}

export async function getVersions(deps: Deps, user: AuthUser, ids: TemplateIds) {
  await openTemplates(deps, user, ids.id, 'templates.read');
  await readTemplate(deps, ids);
  return { results: await listVersions(deps.db, ids.templateId) };
}

export async function removeTemplate(deps: Deps, user: AuthUser, ids: TemplateIds) {
  await openTemplates(deps, user, ids.id, 'templates.write');
  const { title } = await readTemplate(deps, ids);
  await withTransaction(deps.db, async (client) => {
    if (!(await deleteTemplate(client, ids.id, ids.templateId))) {
      throw new AppError('NOT_FOUND', TEMPLATE_NOT_FOUND);
    }
    await recordAudit(client, {
      workspaceId: ids.id,
      actorId: user.id,
      action: 'template.deleted',
      subject: title,
    });
  });
}
