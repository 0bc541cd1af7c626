/** The audit log's public face: the one way any module records a change (ADR 0205). Reading the
 * log is the workspace-insights module's. */
export { type AuditFields, changedFields, recordAudit } from './record-audit';
