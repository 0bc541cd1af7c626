/** The pipeline module's public face: its routes and jobs (issue 29, ADRs 0176, 0200-0203). */

export { listPipelineCalendarEntries, type PipelineCalendarEntry } from './calendar-entries';
export { registerPipelineJobs, sendPipelineChangeEmails } from './pipeline.jobs';
export { pipelineRoutes } from './pipeline.routes';
