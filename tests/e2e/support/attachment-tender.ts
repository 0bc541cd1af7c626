/**
 * The tender the browser journeys download attachments from: seeded by
 * seed-attachment-release.ts, its files served by the fake attachment host
 * (apps/server/test/helpers/attachment-server.ts answers these paths).
 */
export const ATTACHMENT_TENDER = {
  ocid: 'ocds-b5fd17-e2e00000-0000-4000-8000-00000000a77a',
  title: 'Zipped tender pack for the attachment host journey',
  files: [
    { path: '/files/report.pdf', title: 'Specification', format: 'application/pdf' },
    { path: '/files/notes.txt?n=1', title: 'Pricing notes', format: 'text/plain' },
  ],
} as const;

/**
 * The tender whose pack the documents job fetches and reads before the journeys start
 * (seed-attachment-release.ts): its words are found by "Include documents" (documents.spec.ts).
 */
export const DOCUMENTS_TENDER = {
  ocid: 'ocds-b5fd17-e2e00000-0000-4000-8000-00000000d0c5',
  title: 'Highway drainage and verge maintenance',
  files: [
    { path: '/pack/ITT%20Volume%202.pdf', title: 'ITT Volume 2', format: 'application/pdf' },
    { path: '/pack/Specification.docx', title: 'Specification', format: 'application/msword' },
    { path: '/pack/Pricing.xlsx', title: 'Pricing', format: 'application/vnd.ms-excel' },
    { path: '/pack/Drawings.zip', title: 'Drawings', format: 'application/zip' },
  ],
} as const;
