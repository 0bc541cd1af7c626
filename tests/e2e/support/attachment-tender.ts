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
