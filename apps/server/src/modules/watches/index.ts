/** The watches module's public face (ADR 0190): its routes and the instant run's email step. */
export { sendWatchEmails } from './watch-emails.jobs';
export { watchesRoutes } from './watches.routes';
