// The zod-free entry: this module is in every page's first load (as status-badge's import).
import { fileNameFromContentDisposition } from '@wac/contract/content-disposition';
import { apiFetch } from './api-client';

/**
 * Fetches a file from the API (with the session's credentials) and hands it to the browser as a
 * download, named as the server's Content-Disposition says (else `fallbackName`).
 */
export async function downloadFromApi(
  path: string,
  options: { accept: string; fallbackName: string },
): Promise<void> {
  const response = await apiFetch(path, {
    headers: { Accept: `${options.accept}, application/json` },
  });
  const fileName =
    fileNameFromContentDisposition(response.headers.get('Content-Disposition')) ??
    options.fallbackName;
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
