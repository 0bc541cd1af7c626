import {
  proposalTemplateListQuerySchema,
  proposalTemplateListSchema,
  proposalTemplateParamsSchema,
  proposalTemplateSchema,
  proposalTemplateVersionParamsSchema,
  proposalTemplateVersionsSchema,
  responseSectionsQuerySchema,
  responseSectionsSchema,
  saveProposalTemplateRequestSchema,
  startResponseQuerySchema,
  updateProposalTemplateRequestSchema,
} from '../proposal-templates';
import { workspaceParamsSchema } from '../workspaces';
import type { ApiRoute } from './api-route';

// Tagged with the workspace's routes: every one is the workspace's own, and the workspace
// isolation test walks that tag.
const base = { tag: 'Workspaces', isSignedIn: true } as const;
const one = '/api/workspaces/{id}/templates/{templateId}/';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The proposal template library and "Start a response" (issue 30, ADR 0247; Professional). */
export const PROPOSAL_TEMPLATE_ROUTES: ApiRoute[] = [
  {
    ...base,
    method: 'get',
    path: '/api/workspaces/{id}/templates/',
    summary:
      "The workspace's proposal templates (the starter set is added on first use); `q` keeps those whose title, CPV tags or current text hold every word",
    params: workspaceParamsSchema,
    query: proposalTemplateListQuerySchema,
    responses: { 200: proposalTemplateListSchema },
  },
  {
    ...base,
    method: 'post',
    path: '/api/workspaces/{id}/templates/',
    summary: 'Add a template (members and up)',
    params: workspaceParamsSchema,
    body: saveProposalTemplateRequestSchema,
    responses: { 201: proposalTemplateSchema },
  },
  {
    ...base,
    method: 'get',
    path: one,
    summary: 'A template with its text, at its latest version',
    params: proposalTemplateParamsSchema,
    responses: { 200: proposalTemplateSchema },
  },
  {
    ...base,
    method: 'put',
    path: one,
    summary:
      'Save a template as a new version (members and up); `version` is the one edited, and a newer one is a 409 carrying the template as it now is',
    params: proposalTemplateParamsSchema,
    body: updateProposalTemplateRequestSchema,
    responses: { 200: proposalTemplateSchema },
  },
  {
    ...base,
    method: 'delete',
    path: one,
    summary: 'Delete a template and its versions (members and up)',
    params: proposalTemplateParamsSchema,
    responses: { 204: null },
  },
  {
    ...base,
    method: 'get',
    path: `${one}versions/`,
    summary: "A template's versions, newest first",
    params: proposalTemplateParamsSchema,
    responses: { 200: proposalTemplateVersionsSchema },
  },
  {
    ...base,
    method: 'post',
    path: `${one}versions/{version}/restore/`,
    summary: 'Restore a version: saved again as the newest (members and up)',
    params: proposalTemplateVersionParamsSchema,
    responses: { 200: proposalTemplateSchema },
  },
  {
    ...base,
    method: 'get',
    path: '/api/workspaces/{id}/responses/sections/',
    summary: 'The templates, each marked whether its CPV divisions fit the opportunity',
    params: workspaceParamsSchema,
    query: responseSectionsQuerySchema,
    responses: { 200: responseSectionsSchema },
  },
  {
    ...base,
    method: 'get',
    path: '/api/workspaces/{id}/responses/start.docx',
    summary: 'A response document: cover sheet, award criteria and the chosen sections, merged',
    params: workspaceParamsSchema,
    query: startResponseQuerySchema,
    responses: { 200: { contentType: DOCX, description: 'A Word document' } },
  },
];
