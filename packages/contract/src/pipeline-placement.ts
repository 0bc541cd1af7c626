import { z } from 'zod';

/**
 * Where the signed-in caller's workspaces already hold an opportunity: one entry per workspace
 * pipeline holding it, with its stage, so a search card or the detail page links to the item
 * ("In pipeline: <stage>") instead of offering to add it again. Empty when signed out or when no
 * workspace of theirs holds it.
 */
export const pipelinePlacementSchema = z.object({
  workspace_id: z.number().int(),
  item_id: z.number().int(),
  stage: z.string(),
});
export type PipelinePlacement = z.infer<typeof pipelinePlacementSchema>;
