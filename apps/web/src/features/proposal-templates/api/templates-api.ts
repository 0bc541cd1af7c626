import type {
  ProposalTemplate,
  ProposalTemplateSummary,
  ProposalTemplateVersions,
  ResponseSections,
  SaveProposalTemplateRequest,
  UpdateProposalTemplateRequest,
} from '@wac/contract';
import { apiRequest } from '@/lib/api-client';
import { downloadFromApi } from '@/lib/download-file';

const library = (workspaceId: number) => `/api/workspaces/${workspaceId}/templates`;
const one = (workspaceId: number, templateId: number) => `${library(workspaceId)}/${templateId}`;

/** The library; with `search`, the templates whose title, tags or text hold every word. */
export const listTemplates = (workspaceId: number, search = '') =>
  apiRequest<{ results: ProposalTemplateSummary[] }>(
    `${library(workspaceId)}/${search.trim() ? `?${new URLSearchParams({ q: search.trim() })}` : ''}`,
  );

export const getTemplate = (workspaceId: number, templateId: number) =>
  apiRequest<ProposalTemplate>(`${one(workspaceId, templateId)}/`);

export const createTemplate = (workspaceId: number, template: SaveProposalTemplateRequest) =>
  apiRequest<ProposalTemplate>(`${library(workspaceId)}/`, { method: 'POST', body: template });

export const deleteTemplate = (workspaceId: number, templateId: number) =>
  apiRequest<void>(`${one(workspaceId, templateId)}/`, { method: 'DELETE' });

export const listVersions = (workspaceId: number, templateId: number) =>
  apiRequest<ProposalTemplateVersions>(`${one(workspaceId, templateId)}/versions/`);

export const restoreVersion = (workspaceId: number, templateId: number, version: number) =>
  apiRequest<ProposalTemplate>(`${one(workspaceId, templateId)}/versions/${version}/restore/`, {
    method: 'POST',
  });

export const listResponseSections = (workspaceId: number, wacId: string) =>
  apiRequest<ResponseSections>(
    `/api/workspaces/${workspaceId}/responses/sections/?wac_id=${encodeURIComponent(wacId)}`,
  );

/** PUT with the version edited; a 409 carries the template as it now is (`current`). */
export const saveTemplate = (
  workspaceId: number,
  templateId: number,
  template: UpdateProposalTemplateRequest,
) =>
  apiRequest<ProposalTemplate>(`${one(workspaceId, templateId)}/`, {
    method: 'PUT',
    body: template,
  });

/** Downloads the response document with the ticked sections (in the library's order). */
export const downloadResponse = (workspaceId: number, wacId: string, templateIds: number[]) =>
  downloadFromApi(
    `/api/workspaces/${workspaceId}/responses/start.docx?${new URLSearchParams({
      wac_id: wacId,
      templates: templateIds.join(','),
    })}`,
    {
      accept: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      fallbackName: 'response.docx',
    },
  );
