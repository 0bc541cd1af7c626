/** The pipeline module's public face: its routes (issue 29, ADR 0176). */

export { pipelineRoutes } from './pipeline.routes';
