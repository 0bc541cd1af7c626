/**
 * What other modules read of ingest's state (ADR 0190): each source's sync state and where its
 * sync got to. The rest of ingest is entered through its services and hooks (ADR 0192).
 */
export { findPlannedUntil } from './ingest-progress.repository';
export { findIngestSource } from './ingest-sources.repository';
export { findSourceSyncStates, type SourceSyncState } from './source-sync-state.repository';
