/** The sample-data module's public face (ADR 0190): recognising and removing the samples. */
export { deleteSampleOpportunities } from './sample-data.repository';
export { isSampleLink } from './sample-links';
