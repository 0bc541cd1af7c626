/** The pipeline module's public face: its routes (issue 29, ADR 0176), and opening a pipeline
 * with its stages for the analytics (ADR 0206). */

export { pipelineRoutes } from './pipeline.routes';
export { listStages } from './stages.repository';
export { openPipeline } from './stages.service';
