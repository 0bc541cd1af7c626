import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { copyText } from '@/lib/copy-text';

export const LINK_COPIED = 'Link copied to clipboard!';
export const LINK_NOT_COPIED = 'Could not copy link.';

/** Copies a link with the spec's toasts. */
export async function copyLinkWithToast(url: string): Promise<void> {
  try {
    await copyText(url);
    toast.success(LINK_COPIED);
  } catch {
    toast.error(LINK_NOT_COPIED);
  }
}

/** The device share sheet when there is one, else copy the link (public-area.md section 4). */
export function useShareOpportunity() {
  return useCallback(async (url: string, title: string) => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The user closing the sheet is not a failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copyLinkWithToast(url);
  }, []);
}
