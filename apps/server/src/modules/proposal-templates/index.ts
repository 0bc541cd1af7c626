/** The proposal templates module's public face: its routes (issue 30, ADR 0247). */

export { proposalTemplatesRoutes } from './templates.routes';
