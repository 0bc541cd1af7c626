/** The pipeline module's public face: its routes (issue 29, ADR 0176), and the item reads the
 * bid scorecard (issue 30) builds on. */

export { findItem, findItemByWacId } from './items.repository';
export { pipelineRoutes } from './pipeline.routes';
