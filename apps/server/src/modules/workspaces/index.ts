/** The workspaces module's public face: its routes, the staff command's tier change and the
 * membership check other modules (the pipeline) guard their routes with. */

export { getWorkspaceCompany } from './company-profile';
export { listUsableWorkspaceIds } from './usable-workspaces';
export { mayDoInWorkspace, requireWorkspaceAction } from './workspace-access';
export { setWorkspaceTier, WorkspaceTierError } from './workspace-tier';
export { workspacesRoutes } from './workspaces.routes';
