// The path other modules imported before the search module's rooms (ADR 0180); the public face
// is index.ts, and this file only forwards to it until those imports name the index.
export { splitStatuses, statusConditions } from './index';
