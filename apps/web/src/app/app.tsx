import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { replayEarlyPresses, restoreTypedFields } from '../lib/typed-before-hydration';
import { AppProviders } from './providers';

/** Marks the document once React has taken over the page (hydrated the server's markup or
 * rendered its own): until then a server-rendered button's press is only held (ADR 0378), so
 * the end-to-end tests wait for this mark before they press anything (tests/e2e/support/navigation.ts). */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

export function App({ router, queryClient }: { router: DataRouter; queryClient: QueryClient }) {
  useEffect(() => {
    // What the visitor typed into the server's markup before hydration (main.tsx held it).
    restoreTypedFields();
    // Then the buttons they pressed meanwhile (the server's head script held them).
    replayEarlyPresses();
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  }, []);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
