import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaveProposalTemplateRequest } from '@wac/contract';
import { ApiError } from '@/lib/api-error';
import {
  createTemplate,
  deleteTemplate,
  getTemplate,
  listResponseSections,
  listTemplates,
  listVersions,
  restoreVersion,
  saveTemplate,
} from '../api/templates-api';

export const templateKeys = {
  all: (workspaceId: number) => ['proposal-templates', workspaceId] as const,
  lists: (workspaceId: number) => ['proposal-templates', workspaceId, 'list'] as const,
  one: (workspaceId: number, templateId: number) =>
    ['proposal-templates', workspaceId, templateId] as const,
  versions: (workspaceId: number, templateId: number) =>
    ['proposal-templates', workspaceId, templateId, 'versions'] as const,
  sections: (workspaceId: number, wacId: string) =>
    ['proposal-templates', workspaceId, 'sections', wacId] as const,
};

/** The library, searched on the server; the last list stays while the next one loads. */
export const useTemplates = (workspaceId: number, search = '') =>
  useQuery({
    queryKey: [...templateKeys.lists(workspaceId), search.trim()],
    queryFn: () => listTemplates(workspaceId, search),
    placeholderData: keepPreviousData,
  });

export const useTemplate = (workspaceId: number, templateId: number | null) =>
  useQuery({
    queryKey: templateKeys.one(workspaceId, templateId ?? 0),
    queryFn: () => getTemplate(workspaceId, templateId!),
    enabled: templateId !== null,
  });

export const useTemplateVersions = (workspaceId: number, templateId: number) =>
  useQuery({
    queryKey: templateKeys.versions(workspaceId, templateId),
    queryFn: () => listVersions(workspaceId, templateId),
  });

export const useResponseSections = (workspaceId: number, wacId: string, isEnabled: boolean) =>
  useQuery({
    queryKey: templateKeys.sections(workspaceId, wacId),
    queryFn: () => listResponseSections(workspaceId, wacId),
    enabled: isEnabled,
  });

/**
 * Saves (a new template when `templateId` is null, else a new version over `version`, the one
 * edited: a 409 means a teammate saved since); the library refreshes.
 */
export function useSaveTemplate(workspaceId: number, templateId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, ...template }: SaveProposalTemplateRequest & { version: number }) =>
      templateId === null
        ? createTemplate(workspaceId, template)
        : saveTemplate(workspaceId, templateId, { ...template, version }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all(workspaceId) }),
    // A 409 means a teammate saved: the list's version numbers are behind too.
    onError: (error) =>
      error instanceof ApiError && error.status === 409
        ? queryClient.invalidateQueries({ queryKey: templateKeys.lists(workspaceId) })
        : undefined,
  });
}

export function useRestoreVersion(workspaceId: number, templateId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => restoreVersion(workspaceId, templateId, version),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all(workspaceId) }),
  });
}

export function useDeleteTemplate(workspaceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templateId: number) => deleteTemplate(workspaceId, templateId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all(workspaceId) }),
  });
}
