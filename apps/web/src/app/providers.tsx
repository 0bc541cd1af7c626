import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { TOAST_DURATION_MS } from '@/config/constants';
import { AuthProvider } from '@/features/auth/components/auth-provider';

/** Page-level toasts sit bottom-centre for 5 s; everything else keeps the library defaults. */
const toastOptions = {
  duration: TOAST_DURATION_MS,
  style: {
    background: 'var(--wac-surface)',
    color: 'var(--wac-fg)',
    border: '1px solid var(--wac-line)',
  },
};

/** The query cache is made by the caller: one per page load in the browser, per request on the server. */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        <Toaster position="bottom-center" toastOptions={toastOptions} />
      </AuthProvider>
    </QueryClientProvider>
  );
}
