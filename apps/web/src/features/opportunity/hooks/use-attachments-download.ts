import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { getErrorMessage } from '@/lib/api-error';
import { downloadAttachments } from '../api/download-attachments';

export const DOWNLOAD_PREPARING = 'Preparing your .zip file...';
export const DOWNLOAD_STARTED = 'Download started!';
export const DOWNLOAD_LOGIN_REQUIRED = 'You must be logged in to download attachments.';
const DOWNLOAD_FALLBACK_ERROR = 'An unknown server error occurred.';

/** Download All (.zip) with the spec's three toasts; anonymous users are told to log in. */
export function useAttachmentsDownload(opportunityId: string, isAuthenticated: boolean) {
  const mutation = useMutation({
    mutationFn: () => downloadAttachments(opportunityId),
  });

  const start = () => {
    if (!isAuthenticated) {
      toast.error(DOWNLOAD_LOGIN_REQUIRED);
      return;
    }
    const toastId = toast.loading(DOWNLOAD_PREPARING);
    mutation.mutate(undefined, {
      onSuccess: () => toast.success(DOWNLOAD_STARTED, { id: toastId }),
      onError: (error) =>
        toast.error(`Download failed: ${getErrorMessage(error, DOWNLOAD_FALLBACK_ERROR)}`, {
          id: toastId,
        }),
    });
  };

  return { start, isPending: mutation.isPending };
}
