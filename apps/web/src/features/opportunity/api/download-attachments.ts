import { buildAttachmentsZipName } from '@wac/contract';
import { apiFetch } from '@/lib/api-client';

/** The file name from `Content-Disposition`, preferring the RFC 5987 `filename*` form. */
export function readDownloadFileName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*[\w-]+'[^']*'([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || fallback;
}

/** Fetches the attachments zip and hands it to the browser as a download. */
export async function downloadAttachments(opportunityId: string): Promise<void> {
  const response = await apiFetch(
    `/api/opportunities/${encodeURIComponent(opportunityId)}/download-attachments/`,
    { headers: { Accept: 'application/zip, application/json' } },
  );
  const fileName = readDownloadFileName(
    response.headers.get('Content-Disposition'),
    buildAttachmentsZipName(opportunityId),
  );
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
