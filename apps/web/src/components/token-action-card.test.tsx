// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useTokenActionOnOpen } from '@/hooks/use-token-action-on-open';
import { ApiError } from '@/lib/api-error';
import { TokenActionCard } from './token-action-card';

afterEach(cleanup);

/** A link page as the unsubscribe and unwatch pages build it, around any action. */
function LinkPage({
  token,
  action,
}: {
  token: string;
  action: (token: string) => Promise<string>;
}) {
  const state = useTokenActionOnOpen(token, action, 'This link could not be used.');
  return (
    <TokenActionCard
      title="Email Alerts"
      state={state}
      working="Turning off these alerts..."
      done={(name) => <>Alerts for {name} are now off.</>}
      next={{ to: '/account/alerts', label: 'Manage alert profiles' }}
    />
  );
}

function renderStrict(token: string, action: (token: string) => Promise<string>) {
  const page = (id: string) => (
    <StrictMode>
      <MemoryRouter>
        <LinkPage token={id} action={action} />
      </MemoryRouter>
    </StrictMode>
  );
  const view = render(page(token));
  return { rerenderWith: (id: string) => view.rerender(page(id)) };
}

describe('a page that acts on its link token when it opens', () => {
  it('acts once under StrictMode double effects, says so while working, then shows the result', async () => {
    const calls: string[] = [];
    const action = async (token: string) => {
      calls.push(token);
      return `profile ${token}`;
    };
    renderStrict('tok-1', action);
    expect(screen.getByRole('status').textContent).toBe('Turning off these alerts...');
    expect(await screen.findByText('Alerts for profile tok-1 are now off.')).toBeTruthy();
    expect(calls).toEqual(['tok-1']);
    expect(screen.getByRole('heading', { name: 'Email Alerts' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage alert profiles' }).getAttribute('href')).toBe(
      '/account/alerts',
    );
  });

  it('acts again only for a new token', async () => {
    const calls: string[] = [];
    const action = async (token: string) => {
      calls.push(token);
      return token;
    };
    const { rerenderWith } = renderStrict('tok-1', action);
    await screen.findByText('Alerts for tok-1 are now off.');
    rerenderWith('tok-1');
    rerenderWith('tok-2');
    await screen.findByText('Alerts for tok-2 are now off.');
    expect(calls).toEqual(['tok-1', 'tok-2']);
  });

  it("shows the server's refusal, or the fallback when it says nothing", async () => {
    renderStrict('used', async () => {
      throw new ApiError('This link has expired.', { status: 410 });
    });
    expect((await screen.findByRole('alert')).textContent).toContain('This link has expired.');
    cleanup();
    renderStrict('odd', async () => {
      throw 'network down';
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This link could not be used.',
    );
  });
});
