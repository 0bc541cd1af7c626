import { describeNoticeType } from '@wac/contract';
import { findNoticeType } from '../../ingest/map-stage';
import { deriveNoticeUrl } from '../../ingest/notice-url';
import type { OcdsRelease } from '../../ingest/ocds-types';
import type { SourceSystem } from '../../ingest/source-systems';

/** A stored notice as the timeline names it: its type by name and its portal page. */
export function summariseNotice(row: {
  source_system: string;
  payload: OcdsRelease;
  requested_notice_type: number | null;
}): { label: string | null; url: string | null } {
  const noticeType = findNoticeType(row.payload, row.requested_notice_type ?? undefined);
  return {
    label: describeNoticeType(noticeType),
    url: deriveNoticeUrl(row.source_system as SourceSystem, row.payload),
  };
}
