/**
 * The parts of an OCDS release the ingest reads. Portal data is untrusted: every field is optional
 * and may have the wrong type, so mapping code reads it through the helpers in `json-values.ts`.
 */
export type JsonObject = { [key: string]: unknown };

export interface OcdsRelease extends JsonObject {
  ocid: string;
  id: string;
  date?: string;
  tag?: string[] | string;
}

export interface OcdsReleasePackage extends JsonObject {
  releases: OcdsRelease[];
  links?: { next?: string };
}

/** A portal's release package after parsing, with the releases that could not be used dropped. */
export type ParsedPackage = {
  releases: OcdsRelease[];
  nextUrl: string | null;
  droppedReleases: number;
  /**
   * The `noticeType` a PCS or Sell2Wales page was asked for: their releases state none, so it is
   * stored with each of them (ADR 0095). Absent for other portals and for saved files.
   */
  requestedNoticeType?: number;
};
