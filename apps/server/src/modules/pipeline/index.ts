/** The pipeline module's public face: its routes and jobs (issue 29, ADRs 0176, 0200-0203), the
 * calendar's entries, the item reads the bid scorecard (issue 30) builds on, and opening a
 * pipeline with its stages for the analytics (ADR 0206). */

export { listPipelineCalendarEntries, type PipelineCalendarEntry } from './calendar-entries';
export { followNoticeDates } from './follow-notice-dates';
export { findItem, findItemByWacId } from './items.repository';
export {
  PIPELINE_REMINDERS_QUEUE,
  registerPipelineJobs,
  sendPipelineChangeEmails,
} from './pipeline.jobs';
export { pipelineRoutes } from './pipeline.routes';
export { dispatchPipelineWebhookEvents } from './pipeline-webhook-dispatch';
export { listStages } from './stages.repository';
export { openPipeline } from './stages.service';
