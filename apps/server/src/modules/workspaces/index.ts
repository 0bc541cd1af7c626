/** The workspaces module's public face: its routes and the staff command's tier change. */

export { setWorkspaceTier, WorkspaceTierError } from './workspace-tier';
export { workspacesRoutes } from './workspaces.routes';
