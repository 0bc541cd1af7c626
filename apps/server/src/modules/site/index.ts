/** The site module's public face (ADR 0190): operator content, and whether samples are shown. */

export { loadOperatorContent } from './operator-content';
export { hasSampleData } from './site.repository';
