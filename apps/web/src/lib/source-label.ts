// The source labels are the contract's: one definition with the CSV export (ADR 0151).
export { getSourceLabel, getSourceName } from '@wac/contract/display-labels';
