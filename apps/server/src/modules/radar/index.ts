/** The radar module's public face (ADR 0190): the buyers' re-tender timings, refreshed by a job. */
export { refreshBuyerTimings } from './buyer-timings.repository';
