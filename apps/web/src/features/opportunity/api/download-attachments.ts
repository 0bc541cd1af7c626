import { buildAttachmentsZipName, fileNameFromContentDisposition } from '@wac/contract';
import { apiFetch } from '@/lib/api-client';

/** Fetches the attachments zip and hands it to the browser as a download. */
export async function downloadAttachments(opportunityId: string): Promise<void> {
  const response = await apiFetch(
    `/api/opportunities/${encodeURIComponent(opportunityId)}/download-attachments/`,
    { headers: { Accept: 'application/zip, application/json' } },
  );
  const fileName =
    fileNameFromContentDisposition(response.headers.get('Content-Disposition')) ??
    buildAttachmentsZipName(opportunityId);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob goes away.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
