import {
  type ProposalTemplate,
  type ResponseSections,
  type StartResponseQuery,
  templateFits,
} from '@wac/contract';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-context';
import { getOpportunityOrThrow, normaliseAwardCriteria } from '../opportunities';
import { getWorkspaceCompany } from '../workspaces';
import { mergeValuesFor } from './merge-values';
import { buildResponseDocument, responseFileName } from './response-document';
import { listTemplatesWithContent } from './templates.repository';
import { openTemplates } from './templates.service';

type Deps = Pick<AppDeps, 'db'>;

/** The library, each template marked whether its CPV division tags fit the opportunity. */
export async function getResponseSections(
  deps: Deps,
  user: AuthUser,
  workspaceId: number,
  wacId: string,
): Promise<ResponseSections> {
  await openTemplates(deps, user, workspaceId, 'templates.read');
  const opportunity = await getOpportunityOrThrow(deps.db, wacId);
  const templates = await listTemplatesWithContent(deps.db, workspaceId);
  return {
    results: templates.map(({ content: _content, ...template }) => ({
      ...template,
      fits: templateFits(template.cpv_divisions, opportunity.cpv_codes),
    })),
  };
}

function chooseSections(
  templates: ProposalTemplate[],
  chosen: number[] | undefined,
  cpv: string[],
) {
  if (chosen === undefined) return templates.filter((t) => templateFits(t.cpv_divisions, cpv));
  const byId = new Map(templates.map((template) => [template.id, template]));
  const missing = chosen.filter((id) => !byId.has(id));
  if (missing.length > 0) {
    throw new AppError(
      'VALIDATION_ERROR',
      `Sections ${missing.join(', ')} are not in this library.`,
      {
        fieldErrors: { templates: [`Sections ${missing.join(', ')} are not in this library.`] },
      },
    );
  }
  // In the library's order, whatever order they were ticked in.
  return templates.filter((template) => chosen.includes(template.id));
}

/** "Start a response": the Word document for an opportunity, with its file name. */
export async function startResponse(
  deps: Deps,
  user: AuthUser,
  workspaceId: number,
  query: StartResponseQuery,
): Promise<{ fileName: string; document: Buffer }> {
  await openTemplates(deps, user, workspaceId, 'templates.read');
  const opportunity = await getOpportunityOrThrow(deps.db, query.wac_id);
  const [templates, company] = await Promise.all([
    listTemplatesWithContent(deps.db, workspaceId),
    getWorkspaceCompany(deps.db, workspaceId),
  ]);
  const sections = chooseSections(templates, query.templates, opportunity.cpv_codes);
  const document = await buildResponseDocument({
    opportunity,
    awardCriteria: normaliseAwardCriteria(opportunity.award_criteria_details),
    sections,
    values: mergeValuesFor(opportunity, company, new Date()),
  });
  return { fileName: responseFileName(opportunity), document };
}
