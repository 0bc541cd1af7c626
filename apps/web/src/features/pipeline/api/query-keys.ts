/** Cache keys of the pipeline's queries; everything under one workspace refreshes together. */
export const pipelineKeys = {
  workspaces: ['workspaces'] as const,
  workspace: (workspaceId: number) => ['workspaces', workspaceId] as const,
  all: (workspaceId: number) => ['pipeline', workspaceId] as const,
  stages: (workspaceId: number) => ['pipeline', workspaceId, 'stages'] as const,
  board: (workspaceId: number) => ['pipeline', workspaceId, 'board'] as const,
  table: (workspaceId: number, query: unknown) =>
    ['pipeline', workspaceId, 'table', query] as const,
  item: (workspaceId: number, itemId: number) => ['pipeline', workspaceId, 'item', itemId] as const,
};
