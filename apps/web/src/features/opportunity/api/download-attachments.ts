import { buildAttachmentsZipName } from '@wac/contract';
import { downloadFromApi } from '@/lib/download-file';

/** Fetches the attachments zip and hands it to the browser as a download. */
export function downloadAttachments(opportunityId: string): Promise<void> {
  return downloadFromApi(
    `/api/opportunities/${encodeURIComponent(opportunityId)}/download-attachments/`,
    { accept: 'application/zip', fallbackName: buildAttachmentsZipName(opportunityId) },
  );
}
