/** Cache keys of the pipeline's queries; everything under one workspace refreshes together. */
export const pipelineKeys = {
  /** The signed-in user's list (per user, so another sign-in never sees it). */
  workspaces: (userId: number | null) => ['workspaces', 'mine', userId] as const,
  workspace: (workspaceId: number) => ['workspaces', 'detail', workspaceId] as const,
  all: (workspaceId: number) => ['pipeline', workspaceId] as const,
  stages: (workspaceId: number) => ['pipeline', workspaceId, 'stages'] as const,
  board: (workspaceId: number) => ['pipeline', workspaceId, 'board'] as const,
  table: (workspaceId: number, query: unknown) =>
    ['pipeline', workspaceId, 'table', query] as const,
  item: (workspaceId: number, itemId: number) => ['pipeline', workspaceId, 'item', itemId] as const,
};
