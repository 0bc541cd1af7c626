/** The opportunities module's public face (ADR 0190): an opportunity and its documents. */

export { normaliseAwardCriteria } from './award-criteria';
export { type CallerFlags, NO_CALLER_FLAGS, readCallerFlags } from './caller-flags';
export { type DocumentRow, findDocuments, type OpportunityRow } from './opportunities.repository';
export { getOpportunityOrThrow } from './opportunities.service';
export { summariseNotice } from './timeline/notice-summary';
export { isProcurementReleaseSql } from './timeline/timeline.repository';
