import type { InstantRunStep } from '../alerts/instant-alerts.jobs';
import { dispatchWatchEmails } from './watch-emails.service';

/** Watchers' new-notice emails, sent by each instant run after a sync (all plans). */
export const sendWatchEmails: InstantRunStep = (deps, { runKey }) =>
  dispatchWatchEmails(deps, runKey);
