import { Alert } from '@/components/ui/alert';
import { useRedirectNotice } from '@/hooks/use-redirect-notice';

/**
 * Shows, at the top of the page the visitor was sent to, why they were sent there: a free
 * account over its daily limit lands on /pricing with the server's message (issue 14).
 */
export function RedirectNotice() {
  const { notice, dismiss } = useRedirectNotice();
  if (!notice) return null;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-4 sm:px-6 lg:px-8">
      <Alert tone="error" onDismiss={dismiss}>
        {notice}
      </Alert>
    </div>
  );
}
