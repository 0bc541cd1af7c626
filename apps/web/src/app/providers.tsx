import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'react-hot-toast';
import { TOAST_DURATION_MS } from '@/config/constants';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { createQueryClient } from '@/lib/query-client';

/** Page-level toasts sit bottom-centre for 5 s; everything else keeps the library defaults. */
const toastOptions = {
  duration: TOAST_DURATION_MS,
  style: {
    background: 'var(--wac-surface)',
    color: 'var(--wac-fg)',
    border: '1px solid var(--wac-line)',
  },
};

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        <Toaster position="bottom-center" toastOptions={toastOptions} />
      </AuthProvider>
    </QueryClientProvider>
  );
}
