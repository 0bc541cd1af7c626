import { asObject, asObjectArray } from './json-values';
import type { JsonObject } from './ocds-types';

function appendDocuments(documents: JsonObject[], holder: unknown): void {
  for (const document of asObjectArray(asObject(holder).documents)) documents.push(document);
}

/**
 * All documents of a release or compiled release: planning, tender, awards, then contracts. The
 * notice type, the notice URL and the document list all read them, for every release compiled,
 * so they are gathered in one array without spreading intermediate ones.
 */
export function releaseDocuments(release: JsonObject): JsonObject[] {
  const documents: JsonObject[] = [];
  appendDocuments(documents, release.planning);
  appendDocuments(documents, release.tender);
  for (const award of asObjectArray(release.awards)) appendDocuments(documents, award);
  for (const contract of asObjectArray(release.contracts)) appendDocuments(documents, contract);
  return documents;
}
