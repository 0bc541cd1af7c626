/** The workspace insights module's public face: the audit log's and the analytics' routes. */
export { workspaceInsightsRoutes } from './insights.routes';
