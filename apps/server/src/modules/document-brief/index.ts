/** The document-brief module's public face (issue 32, ADR 0242): the cited brief of a tender pack. */
export { documentBriefRoutes } from './document-brief.routes';
export { extractBrief } from './rules/extract-brief';
