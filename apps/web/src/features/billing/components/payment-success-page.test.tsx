// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOT_YET_PAID_TITLE, PaymentSuccessPage } from './payment-success-page';

afterEach(cleanup);

function renderPage(isPaid: boolean) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PaymentSuccessPage
          sessionId={null}
          isAuthenticated
          isAuthLoading={false}
          refreshUser={vi.fn().mockResolvedValue(undefined)}
          isPaid={isPaid}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// The page shows Finalizing for 1.5 s first (account-area.md section 2).
const AFTER_FINALIZING = { timeout: 4000 };

describe('PaymentSuccessPage', () => {
  it('confirms the upgrade to an account on a paid plan', async () => {
    renderPage(true);
    await screen.findByRole('heading', { name: 'Your Upgrade is Complete' }, AFTER_FINALIZING);
  });

  it('tells an account still on the free plan so, not that it was upgraded', async () => {
    renderPage(false);
    await screen.findByRole('heading', { name: NOT_YET_PAID_TITLE }, AFTER_FINALIZING);
    expect(screen.queryByText('Your Upgrade is Complete')).toBeNull();
    expect(screen.getByRole('link', { name: 'contact us' }).getAttribute('href')).toBe('/contact');
  });
});
